// The English "messages" catalogue: the account rules' messages of @wf/scoring (by the keys the
// API's errors carry as their code) and the web's own messages (lib/web-messages.ts, and the
// ended session's explanation, lib/session.ts), each from its one home.
import { MESSAGES } from '@wf/scoring/account-fields';
import { SESSION_ENDED } from '../../lib/session';
import { WEB_MESSAGES } from '../../lib/web-messages';

export const messages = {
  accounts: MESSAGES,
  web: { ...WEB_MESSAGES, sessionEnded: SESSION_ENDED },
} as const;
