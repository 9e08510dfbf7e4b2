import type { z } from 'zod';
import { DomainError } from './errors.ts';

/**
 * Parses input with a zod schema, turning the first issue into a readable 400 that names the
 * field. Both transports use it, so a bad payload reads the same over tRPC and REST.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw toDomainError(result.error);
}

export function toDomainError(error: z.ZodError): DomainError {
  const issue = error.issues[0];
  if (!issue) return new DomainError('BAD_REQUEST', 'Invalid request.');
  const path = issue.path.map(String).join('.');
  let message = issue.message;
  if (issue.code === 'unrecognized_keys') {
    message = `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  } else if (issue.code === 'invalid_type' && issue.input === undefined) {
    message = path ? `${path} is required` : 'A request body is required';
  } else if (path && !message.includes(path.split('.').pop() ?? path)) {
    message = `${path}: ${message}`;
  }
  const field = issue.path[0] !== undefined ? String(issue.path[0]) : undefined;
  return new DomainError('BAD_REQUEST', message, field);
}
