// Validation of a complete answer set. Every message starts with the offending key, because the
// API returns it verbatim and a bare "Invalid option" would not say which of 31 answers is wrong.

import { z } from 'zod';
import { fieldName, unknownFields } from './field-errors';
import { QUESTIONS } from './questions';
import type { QuestionKey } from './questions';

function answerSchema(key: QuestionKey, options: readonly string[]): z.ZodType<string> {
  const allowed = options.map((o) => `'${o}'`).join(', ');
  // Widened to string[] on purpose: the inferred answer type must be `string` (Responses).
  return z.enum(options as [string, ...string[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${fieldName(issue, key)}: answer is required`
        : `${fieldName(issue, key)}: must be one of ${allowed}`,
  });
}

const shape = Object.fromEntries(QUESTIONS.map((q) => [q.key, answerSchema(q.key, q.options)])) as {
  [K in QuestionKey]: z.ZodType<string>;
};

export const responsesSchema = z.strictObject(shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? unknownFields(issue.keys)
      : `${fieldName(issue, 'responses')}: expected an object with the ${QUESTIONS.length} answers`,
});
