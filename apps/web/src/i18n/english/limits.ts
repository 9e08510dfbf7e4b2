// The English "limits" catalogue is the API's own refusals for too many tries (@wf/scoring):
// each reason by key, then the wait by plural form.
import { LIMIT_MESSAGES, WAIT_SENTENCES } from '@wf/scoring/rate-limits';

export const limits = { reasons: LIMIT_MESSAGES, ...WAIT_SENTENCES } as const;
