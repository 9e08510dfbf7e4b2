/**
 * The signed-in user, written by the server into the app page it sends with a session cookie
 * (issue 13): the app starts with the answer to "who is signed in?" instead of asking for it
 * after its scripts have run, one round trip before the screen's own data can be asked for.
 */
export const PAGE_SESSION_ID = 'wf-signed-in';

/**
 * A JSON data block for the page's head. Browsers never run a `application/json` script, and
 * with every "<" escaped no text in it (a resident's name) can end the element or open a
 * comment; JSON.parse reads the escape back as "<".
 */
export function pageSessionBlock(answer: unknown): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SESSION_ID}">${json}</script>`;
}
