import type { z } from 'zod';
import { DomainError } from './errors.ts';

/**
 * Parses input with a zod schema, turning the first issue into a readable 400 that names the
 * field. Both transports use it, so a bad payload reads the same over tRPC and REST.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw toDomainError(result.error, input);
}

const UNKNOWN = Symbol('unknown input');

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * `input` is what was parsed, when the caller has it: zod 4 leaves the input out of its issues,
 * so "missing" is decided by looking the path up in it (or, without it, by zod's own wording).
 */
export function toDomainError(error: z.ZodError, input: unknown = UNKNOWN): DomainError {
  const issue = error.issues[0];
  if (!issue) return new DomainError('BAD_REQUEST', 'Invalid request.');
  const path = issue.path.map(String).join('.');
  const last = issue.path.length > 0 ? String(issue.path[issue.path.length - 1]) : '';
  let message = issue.message;
  // A message that names its field, or a sentence a schema wrote for people (the spec's
  // 'Apartment number is required'), is kept as it is; zod's generic texts and fragments such
  // as 'must be a number' get the field's name.
  const generic =
    /^(Invalid|Too (big|small)|Unrecognized)\b/.test(message) || /^[a-z]/.test(message);
  const missing =
    issue.code === 'invalid_type' &&
    (input === UNKNOWN
      ? /received undefined$/.test(message)
      : valueAt(input, issue.path) === undefined);
  if (issue.code === 'unrecognized_keys') {
    message = `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  } else if (last && path !== last && message.startsWith(`${last}:`)) {
    // 'q2_x: answer is required' deep in a payload says where: 'responses.q2_x: ...'
    message = `${path}${message.slice(last.length)}`;
  } else if (!generic || (last && message.includes(last))) {
    // already says what is wrong with what
  } else if (missing) {
    message = path ? `${path} is required` : 'A request body is required';
  } else if (path) {
    message = `${path}: ${message}`;
  }
  const field = issue.path[0] !== undefined ? String(issue.path[0]) : undefined;
  return new DomainError('BAD_REQUEST', message, field);
}
