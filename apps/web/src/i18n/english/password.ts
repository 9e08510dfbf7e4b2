// The English "password" catalogue is the estimator's own advice (zxcvbn-ts's words, by key),
// without its dictionaries.
export { STRENGTH_FEEDBACK as password } from '@wf/scoring/password-feedback';
