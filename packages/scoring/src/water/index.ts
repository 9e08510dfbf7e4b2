// The household water model ('@wf/scoring/water'): litres from answers, the action plan,
// pledges and goals. Pure, no I/O; see docs/water-model.md.
export * from './factors';
export * from './measurements';
export * from './home-facts';
export * from './tip-figures';
export * from './detective';
export * from './model';
export * from './better-answers';
export * from './actions';
export * from './texts';
export * from './pledges';
export * from './combined';
export * from './goal';
export * from './buckets';
export * from './compare';
