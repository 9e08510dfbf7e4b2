// Issue 12: the screens' language kept with the profile, over tRPC, in the real SQLite file.
import { describe, expect, it } from 'vitest';
import { Client, signup, useTestServer } from './helpers.ts';

const server = await useTestServer();
const data = (res: { body: { result: { data: unknown } } }) => res.body.result.data;
const languageOf = (id: number) =>
  server.database.sqlite.prepare('select language from profiles where id = ?').pluck().get(id);

describe('the profile language (users.language, users.setLanguage)', () => {
  it('is null until chosen, then kept per profile', async () => {
    const a = await signup(server);
    const b = await signup(server);
    expect(data(await a.client.trpcQuery('users.language'))).toEqual({ language: null });
    const saved = await a.client.trpcMutation('users.setLanguage', { language: 'hi' });
    expect(saved.status).toBe(200);
    expect(data(saved)).toEqual({ language: 'hi' });
    expect(languageOf(a.id)).toBe('hi');
    expect(data(await a.client.trpcQuery('users.language'))).toEqual({ language: 'hi' });
    // Another resident's stays theirs.
    expect(data(await b.client.trpcQuery('users.language'))).toEqual({ language: null });
    await a.client.trpcMutation('users.setLanguage', { language: 'en' });
    expect(languageOf(a.id)).toBe('en');
  });

  it('refuses a language that is not offered with a 400 and writes nothing', async () => {
    const r = await signup(server);
    for (const input of [{ language: 'fr' }, { language: 'HI' }, {}, { language: 'hi', x: 1 }]) {
      const res = await r.client.trpcMutation('users.setLanguage', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(typeof res.body.error.message).toBe('string');
    }
    expect(languageOf(r.id)).toBeNull();
  });

  it('needs a session', async () => {
    const anonymous = new Client(server);
    expect((await anonymous.trpcQuery('users.language')).status).toBe(401);
    expect((await anonymous.trpcMutation('users.setLanguage', { language: 'hi' })).status).toBe(
      401,
    );
  });

  it('leaves the REST user shape as the spec has it', async () => {
    const r = await signup(server);
    await r.client.trpcMutation('users.setLanguage', { language: 'hi' });
    const res = await r.client.get('/api/users', { userId: r.id });
    expect(Object.keys(res.body.user)).not.toContain('language');
  });
});
