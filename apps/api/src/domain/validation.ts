import { z } from 'zod';
import { fieldName, unknownFields } from '@wf/scoring/field-errors';
import { DomainError } from './errors.ts';

const english = z.locales.en().localeError;

/**
 * The message of every issue whose schema wrote none: zod's own English text, with the field it
 * is about in front ('totalScore: Invalid input: expected number, received string'). An absent
 * field reads '<field> is required', and an unknown key is named. Schemas that know better say
 * so themselves (`{ error }`); zod asks them first. Set once for the whole API process, so both
 * transports (tRPC's input parsing, REST's validatorCompiler) read the same.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return unknownFields(issue.keys);
    const field = fieldName(issue);
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      return field ? `${field} is required` : 'A request body is required';
    }
    const text = english(issue);
    const message = typeof text === 'string' ? text : text?.message;
    return message && field ? `${field}: ${message}` : message;
  },
});

/** A failed parse as a 400 whose message is the first issue's, naming the field it is about. */
export function toDomainError(error: z.core.$ZodError): DomainError {
  const issue = error.issues[0];
  if (!issue) return new DomainError('BAD_REQUEST', 'Invalid request.');
  const field = issue.path[0] !== undefined ? String(issue.path[0]) : undefined;
  return new DomainError('BAD_REQUEST', issue.message, field);
}
