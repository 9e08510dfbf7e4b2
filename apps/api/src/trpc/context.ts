import type { Deps } from '../domain/deps.ts';
import type { ValidSession } from '../domain/sessions.ts';

/** What a procedure may do to the session cookie, without knowing about HTTP. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export interface ContextInner {
  deps: Deps;
  session: ValidSession | null;
  ip: string;
  cookie: SessionCookie;
}

/** The part of the context tests build directly, with no HTTP request behind it. */
export function createContextInner(inner: ContextInner) {
  return inner;
}

export type Context = ReturnType<typeof createContextInner>;
