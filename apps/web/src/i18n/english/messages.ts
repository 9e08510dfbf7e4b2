// The English "messages" catalogue: the account rules' messages of @wf/scoring (by the keys the
// API's errors carry as their code) and the web's own messages (locales/en/messages.json).
import { MESSAGES } from '@wf/scoring/account-fields';
import web from '../locales/en/messages.json';

export const messages = { accounts: MESSAGES, web } as const;
