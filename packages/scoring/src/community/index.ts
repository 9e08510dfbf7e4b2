// Ranks and comparisons in the community ('@wf/scoring/community', issue 11); the household
// rule itself is '@wf/scoring/household-key'.
// Pure, no I/O; each rule in a module of its own.
export * from './ranks';
export * from './median';
export * from './quintile';
export * from './comparison';
export * from './improvement';
