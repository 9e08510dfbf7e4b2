// Everything but the account rules, which have their own entry point ('@wf/scoring/accounts').
export * from './questions';
export * from './scoring';
export * from './schema';
export * from './tiers';
export * from './history';
export * from './leaderboard';
export * from './report-numbering';
export * from './recommendations';
export * from './boards';
export * from './follow-ups';
export * from './actionable';
export * from './score-max';
