import { isLocalUrl } from '@wf/scoring/public-url';
import { authorizeAdmin } from './authz.ts';
import type { Deps } from './deps.ts';
import type { SessionProfile } from './sessions.ts';

// Reset links are built on PUBLIC_URL (issue 28, item 5). Unset, it falls back to
// http://localhost:PORT, and a link handed to a resident's phone opens nothing: /admin says so.

/** The address reset links use, and whether residents' phones can open it. */
export function publicUrlStatus(deps: Deps, caller: SessionProfile) {
  authorizeAdmin(caller);
  const publicUrl = deps.config.PUBLIC_URL;
  return { publicUrl, local: isLocalUrl(publicUrl) };
}
