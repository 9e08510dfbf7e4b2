// Refusals carry a stable code beside their English sentence, so the web says them in the reader's
// language by code (apps/web/src/i18n/reasons.ts), never by reading the sentence: over tRPC as
// `data.reason` (the key of the text in @wf/scoring) and `data.params` (the wait, the estimator's
// advice); over REST as `code` and `params` beside `error` (the same English) and `field`.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wf/scoring/accounts';
import { STRENGTH_FEEDBACK } from '@wf/scoring/password-feedback';
import { LIMIT_MESSAGES, waitSentence } from '@wf/scoring/rate-limits';
import { Client, residentData, signup, useTestServer } from './helpers.ts';

const server = await useTestServer({ env: { RATE_LIMITS: 'on' } });

type Failure = {
  status: number;
  body: { error: { message: string; data: { reason: unknown; params: unknown; field: unknown } } };
};

describe('the code of a refusal, over tRPC', () => {
  it('names a rule of @wf/scoring by its key, with the field', async () => {
    const taken = await signup(server);
    const res = (await new Client(server).trpcMutation(
      'auth.signup',
      residentData({ email: taken.email }),
    )) as Failure;
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MESSAGES.emailTaken);
    expect(res.body.error.data).toMatchObject({ reason: 'accounts.emailTaken', field: 'email' });
  });

  it("gives a refused password's rule and the estimator's advice by key", async () => {
    const res = (await new Client(server).trpcMutation(
      'auth.signup',
      // Past the form's rules (long enough, not on the list of common ones): the estimator's.
      residentData({ password: 'qwertyuiop12' }),
    )) as Failure;
    expect(res.status).toBe(400);
    const { reason, params, field } = res.body.error.data;
    expect(field).toBe('password');
    expect(reason).toBe('accounts.passwordCommon');
    const { warning, suggestions } = params as { warning: string; suggestions: string[] };
    const english = STRENGTH_FEEDBACK as {
      warnings: Record<string, string>;
      suggestions: Record<string, string>;
    };
    // The keys say the very sentence the API wrote, in its order.
    expect(res.body.error.message).toBe(
      [
        MESSAGES[(reason as string).slice('accounts.'.length) as keyof typeof MESSAGES],
        english.warnings[warning],
        ...suggestions.map((s) => english.suggestions[s]),
      ].join(' '),
    );
  });

  it('gives a refusal for too many tries with its wait in minutes', async () => {
    const r = await signup(server);
    let res: Failure | undefined;
    for (let i = 0; i < 11; i++)
      res = (await new Client(server).trpcMutation('auth.login', {
        identifier: r.email,
        password: `wrong-${i}`,
      })) as Failure;
    expect(res?.status).toBe(429);
    const { reason, params } = res!.body.error.data;
    expect(reason).toBe('limits.logins');
    const { minutes } = params as { minutes: number };
    expect(minutes).toBeGreaterThan(0);
    expect(res!.body.error.message).toBe(`${LIMIT_MESSAGES.logins} ${waitSentence(minutes)}`);
  });

  it('has no code for a text that is not one of @wf/scoring', async () => {
    const res = (await new Client(server).trpcQuery('users.me')) as Failure;
    expect(res.status).toBe(401);
    expect(res.body.error.data.reason).toBeNull();
  });
});

type RestFailure = {
  status: number;
  headers: Headers;
  body: { error: string; code?: unknown; field?: unknown; params?: unknown };
};

describe('the code of a refusal, over REST', () => {
  it('names a rule of @wf/scoring by its key, with the field, beside the same English', async () => {
    const taken = await signup(server);
    const res = (await new Client(server).post(
      '/api/auth/signup',
      residentData({ email: taken.email }),
    )) as RestFailure;
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: MESSAGES.emailTaken,
      code: 'accounts.emailTaken',
      field: 'email',
    });
  });

  it("gives a refused password's rule and the estimator's advice by key", async () => {
    const res = (await new Client(server).post(
      '/api/auth/signup',
      residentData({ password: 'qwertyuiop12' }),
    )) as RestFailure;
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'accounts.passwordCommon', field: 'password' });
    const { warning, suggestions } = res.body.params as { warning: string; suggestions: string[] };
    const english = STRENGTH_FEEDBACK as {
      warnings: Record<string, string>;
      suggestions: Record<string, string>;
    };
    expect(res.body.error).toBe(
      [
        MESSAGES.passwordCommon,
        english.warnings[warning],
        ...suggestions.map((s) => english.suggestions[s]),
      ].join(' '),
    );
  });

  it('gives a refusal for too many tries with its wait in minutes, as Retry-After says', async () => {
    const r = await signup(server);
    let res: RestFailure | undefined;
    for (let i = 0; i < 11; i++)
      res = (await new Client(server).post('/api/auth/login', {
        identifier: r.email,
        password: `wrong-${i}`,
      })) as RestFailure;
    expect(res?.status).toBe(429);
    expect(res!.body.code).toBe('limits.logins');
    const { minutes } = res!.body.params as { minutes: number };
    expect(minutes).toBe(Math.ceil(Number(res!.headers.get('retry-after')) / 60));
    expect(res!.body.error).toBe(`${LIMIT_MESSAGES.logins} ${waitSentence(minutes)}`);
  });

  it('has no code for a text that is not one of @wf/scoring: the body is { error } alone', async () => {
    const res = (await new Client(server).get('/api/auth/me')) as RestFailure;
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  it('declares the code, field and params in the OpenAPI Error schema, every code listed', async () => {
    const res = await new Client(server).get('/api/openapi.json');
    const error = (
      res.body as {
        components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      }
    ).components.schemas.Error!;
    expect(Object.keys(error.properties).sort()).toEqual(['code', 'error', 'field', 'params']);
    const codes = (error.properties.code as { enum: string[] }).enum;
    expect(codes).toContain('accounts.emailTaken');
    expect(codes).toContain('limits.logins');
    expect(codes).toContain('accounts.passwordCommon');
  });
});
