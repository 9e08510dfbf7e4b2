// The suites hash passwords at a cheap argon2 cost (test/setup.ts); this file pins the cost
// production uses, and that the cheap one cannot be switched on outside the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ARGON2, useCheapPasswordCostForTests } from '../src/domain/passwords.ts';
import { login, signup, useTestServer } from './helpers.ts';

const server = await useTestServer();

function storedHash(id: number): string {
  return server.database.sqlite
    .prepare('select password_hash from profiles where id = ?')
    .pluck()
    .get(id) as string;
}

describe('the production argon2 cost', () => {
  it("is OWASP's argon2id minimum: m=19456 KiB, t=2, p=1", () => {
    expect(PRODUCTION_ARGON2).toEqual({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
  });

  describe('with the test cost switched off', () => {
    beforeAll(() => useCheapPasswordCostForTests(false));
    afterAll(() => useCheapPasswordCostForTests(true));

    it('a signup stores an argon2id hash at that cost, and the password logs in', async () => {
      const r = await signup(server);
      expect(storedHash(r.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await login(server, r.email, r.password);
    });
  });

  it('the suites otherwise hash cheaply (so this file proves the switch works both ways)', async () => {
    const r = await signup(server);
    expect(storedHash(r.id)).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });
});

describe('the cheap cost', () => {
  it('is refused unless NODE_ENV is test', () => {
    const before = process.env.NODE_ENV;
    try {
      for (const env of ['production', 'development', undefined]) {
        if (env === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = env;
        expect(() => useCheapPasswordCostForTests()).toThrow(/tests only/);
      }
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('is switched on by nothing in the server: only the tests call the hook', () => {
    const src = join(import.meta.dirname, '..', 'src');
    const callers = (readdirSync(src, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => readFileSync(join(src, f), 'utf8').includes('useCheapPasswordCostForTests'));
    expect(callers).toEqual([join('domain', 'passwords.ts')]);
  });
});
