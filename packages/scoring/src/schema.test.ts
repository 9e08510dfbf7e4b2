import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { QUESTIONS } from './questions';
import type { Responses } from './questions';
import { responsesSchema } from './schema';

const valid = Object.fromEntries(QUESTIONS.map((q) => [q.key, q.options[0]])) as Responses;

function messages(input: unknown): string[] {
  const result = responsesSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('responsesSchema', () => {
  it('infers exactly Responses', () => {
    expectTypeOf<z.infer<typeof responsesSchema>>().toEqualTypeOf<Responses>();
  });

  it('accepts a complete valid answer set unchanged', () => {
    expect(responsesSchema.parse(valid)).toEqual(valid);
  });

  it('accepts every option of every question', () => {
    for (const q of QUESTIONS) {
      for (const option of q.options) {
        expect(responsesSchema.safeParse({ ...valid, [q.key]: option }).success).toBe(true);
      }
    }
  });

  it('names a missing key', () => {
    const { q3_laundryFullLoads: _omitted, ...rest } = valid;
    expect(messages(rest)).toEqual(['q3_laundryFullLoads: answer is required']);
  });

  it('treats an empty answer as missing', () => {
    expect(messages({ ...valid, q31_tipsInterest: '' })).toEqual([
      'q31_tipsInterest: answer is required',
    ]);
  });

  it('names an unknown key', () => {
    expect(messages({ ...valid, foo: 'bar' })).toEqual(['Unknown field: foo']);
    expect(messages({ ...valid, foo: 1, bar: 2 })).toEqual(['Unknown fields: foo, bar']);
  });

  it('names the key of a wrong option and lists the allowed ones', () => {
    expect(messages({ ...valid, q8_showerDuration: '6-10' })).toEqual([
      "q8_showerDuration: must be one of '5 minutes or less', '6-10 minutes', '11-15 minutes', 'More than 15 minutes', 'Not Applicable'",
    ]);
  });

  it('is case-sensitive about option text', () => {
    expect(messages({ ...valid, q29_awareOfFootprint: 'yes' })[0]).toMatch(
      /^q29_awareOfFootprint: must be one of 'Yes', 'No'$/,
    );
  });

  it('names the key of a non-string answer', () => {
    expect(messages({ ...valid, q1_householdSize: 3 })).toEqual([
      "q1_householdSize: must be one of '1', '2', '3', '4', '5+'",
    ]);
    expect(messages({ ...valid, q2_laundryFrequency: null })).toEqual([
      'q2_laundryFrequency: answer is required',
    ]);
  });

  it('reports every problem at once, each with its key', () => {
    const { q1_householdSize: _a, ...rest } = valid;
    const found = messages({ ...rest, q5_dishwasherFullLoads: 'Often', extra: true });
    expect(found).toEqual([
      'q1_householdSize: answer is required',
      expect.stringMatching(/^q5_dishwasherFullLoads: must be one of /),
      'Unknown field: extra',
    ]);
  });

  it('rejects something that is not an object', () => {
    for (const input of [null, undefined, 'q1', 42, []]) {
      expect(messages(input)).toEqual(['responses: expected an object with the 31 answers']);
    }
  });
});
