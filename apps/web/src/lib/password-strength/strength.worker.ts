// The password-strength estimator in a worker of its own: its dictionaries are about a megabyte
// of JavaScript and building them takes a second on a phone, and each estimate tens of
// milliseconds more; here neither touches the page's first download nor typing.
// First: the estimator's module builds Zod schemas, and a worker shares the page's CSP (no eval).
import '../zod-jitless';
import { answerStrengthRequest } from './protocol';
import type { StrengthReply, StrengthRequest } from './protocol';

// The app is typed with the DOM library; this is the part of a worker's global scope used here.
interface WorkerScope {
  onmessage: ((event: MessageEvent<StrengthRequest>) => void) | null;
  postMessage(message: StrengthReply): void;
}

const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answerStrengthRequest(event.data));
