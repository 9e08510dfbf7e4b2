// The highest total score the spec's scoring can give, as a plain number: screens that only say
// a score is "92 of 159" need not load the question table it comes from (about 4 KB gzipped on
// the dashboard; issue 13's budgets). SCORE_BOUNDS (scoring.ts) derives it from the table, and
// scoring.test.ts fails if the two ever differ.
export const TOTAL_SCORE_MAX = 159;
