// The household water model ('@wf/scoring/water'): litres from answers, the action plan,
// pledges and goals. Pure, no I/O; see docs/water-model.md.
export * from './factors';
export * from './measurements';
export * from './model';
