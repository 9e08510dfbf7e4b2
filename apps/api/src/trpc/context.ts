import type { Deps } from '../domain/deps.ts';
import type { SessionCookie, ValidSession } from '../domain/sessions.ts';

interface ContextInner {
  deps: Deps;
  session: ValidSession | null;
  ip: string;
  userAgent?: string | undefined;
  cookie: SessionCookie;
}

/** The part of the context tests build directly, with no HTTP request behind it. */
export function createContextInner(inner: ContextInner) {
  return inner;
}

export type Context = ReturnType<typeof createContextInner>;
