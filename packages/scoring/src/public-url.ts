// Reset links are built on the server's PUBLIC_URL (issue 28, item 5). Unset, it falls back to
// http://localhost:PORT: a link that opens only on the server's own machine. The server (for
// /admin's warning) and the reset-link dialog tell such links apart with this one rule.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

/** Whether `url` opens only on the machine it was made on (not on a resident's phone). */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return LOCAL_HOSTS.has(host) || host.endsWith('.localhost') || host.startsWith('127.');
}
