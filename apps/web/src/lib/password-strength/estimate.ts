// The page's side of the strength worker: started on first need (a password field's focus or
// first letter), one worker per page, answers matched to questions by id.
import type { PasswordStrength } from '@wf/scoring/password-strength';
import type { StrengthReply, StrengthRequest } from './protocol';

export type { PasswordStrength };

/** How long a submit waits for an estimate before leaving the decision to the server. */
const SUBMIT_WAIT_MS = 8000;

type Pending = { resolve: (s: PasswordStrength) => void; reject: (e: Error) => void };

let worker: Worker | null = null;
let broken: Error | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error): void {
  broken = error;
  worker?.terminate();
  worker = null;
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
}

function startWorker(): Worker {
  if (worker) return worker;
  if (broken) throw broken;
  if (typeof Worker === 'undefined') throw (broken = new Error('This browser has no workers.'));
  // The literal `new Worker(new URL(...))` form is what Vite recognises and bundles apart.
  const started = new Worker(new URL('./strength.worker.ts', import.meta.url), {
    type: 'module',
    name: 'password-strength',
  });
  started.onmessage = (event: MessageEvent<StrengthReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if ('strength' in reply) waiting.resolve(reply.strength);
    else waiting.reject(new Error(reply.error));
  };
  // A script that cannot load (offline, blocked) ends every wait; the server still checks.
  started.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(event.message || 'The password checker could not start.'));
  };
  worker = started;
  return started;
}

/** Rates a password with the shared estimator (in its worker). */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordStrength> {
  return new Promise((resolve, reject) => {
    let target: Worker;
    try {
      target = startWorker();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const request: StrengthRequest = { id: nextId++, password, userInputs: [...userInputs] };
    pending.set(request.id, { resolve, reject });
    target.postMessage(request);
  });
}

/** Starts the worker and builds its dictionaries ahead of the first letter typed. */
export function preparePasswordStrength(): void {
  estimatePasswordStrength('').catch(() => {
    // Nothing to do: the meter stays hidden and the server decides.
  });
}

/**
 * The sentence to show under a password field before sending, or null when the estimator
 * accepts it, or cannot be reached in time (then the server, which applies the same rule, says).
 */
export async function passwordRefusal(
  password: string,
  userInputs: readonly string[],
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SUBMIT_WAIT_MS);
  });
  try {
    const strength = await Promise.race([estimatePasswordStrength(password, userInputs), late]);
    return strength && !strength.acceptable ? strength.message : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
