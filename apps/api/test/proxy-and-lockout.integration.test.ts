// Issue 14, items 1 and 2: per-address limits read the real client address, whatever
// X-Forwarded-For says, and guessing someone's password or asking for their reset links never
// locks the owner out. A second loopback address (127.0.0.2) is the attacker's source.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/env.ts';
import { TRUST_PROXY_TRUE } from '../src/config/trust-proxy.ts';
import {
  ADMIN,
  residentData,
  signup,
  startServer,
  useTestServer,
  type TestServer,
} from './helpers.ts';
import { cookieFrom, requestFrom } from './hostile-helpers.ts';

const s = await useTestServer({ env: { RATE_LIMITS: 'on' } });
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.1';

function guessCode(server: TestServer, i: number, options: Parameters<typeof requestFrom>[2] = {}) {
  const data = residentData({ participantCode: `GUESS-${i}` });
  server.secrets.add(data.password);
  return requestFrom(server, '/api/auth/signup', { json: data, ...options });
}

describe('TRUST_PROXY', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close();
  });
  const start = async (trust: string) => {
    const s = await startServer({ env: { RATE_LIMITS: 'on', TRUST_PROXY: trust } });
    servers.push(s);
    return s;
  };

  it('refuses `true`, and anything that is neither a hop count nor addresses, with advice', () => {
    const base = { DATABASE_URL: 'file:/tmp/x.db' };
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.local' })).toThrow(/not understood/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33' })).toThrow(/not understood/);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy: code guesses still hit 429', async () => {
    // The proxy is 127.0.0.1; the attacker connects from 127.0.0.2 and forges the header.
    const server = await start('127.0.0.1');
    for (let i = 0; i < 10; i++) {
      const res = await guessCode(server, i, {
        localAddress: ATTACKER,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await guessCode(server, 99, {
      localAddress: ATTACKER,
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/Too many wrong participant codes/);
    // Through the trusted proxy, another client's address is read from the header.
    const viaProxy = await guessCode(server, 100, {
      localAddress: OWNER,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(viaProxy.status).toBe(400);
  });

  it('with a hop count, reads only the address the trusted hop added: forged entries before it change nothing', async () => {
    const server = await start('1');
    for (let i = 0; i < 10; i++) {
      const res = await guessCode(server, i, {
        headers: { 'x-forwarded-for': `10.66.0.${i}, 203.0.113.7` },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await guessCode(server, 10, {
      headers: { 'x-forwarded-for': `10.66.0.200, 203.0.113.7` },
    });
    expect(blocked.status).toBe(429);
    // Another client behind the same proxy is its own address.
    const other = await guessCode(server, 11, { headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(other.status).toBe(400);
  });
});

describe('no lockout of the owner (RATE_LIMITS on)', () => {
  it('ten wrong passwords for `admin` from another address lock out that address only', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await requestFrom(s, '/api/auth/login', {
        json: { identifier: ADMIN.profileName, password: `guess-${i}` },
        localAddress: ATTACKER,
      });
      expect(res.status, `guess ${i}`).toBe(401);
    }
    const locked = await requestFrom(s, '/api/auth/login', {
      json: { identifier: ADMIN.profileName, password: ADMIN.password },
      localAddress: ATTACKER,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toMatch(/Too many failed login attempts/);
    // The owner, from their own address: a typo is an ordinary 401, the right password works.
    const typo = await requestFrom(s, '/api/auth/login', {
      json: { identifier: ADMIN.email, password: `${ADMIN.password}x` },
      localAddress: OWNER,
    });
    expect(typo.status).toBe(401);
    const owner = await requestFrom(s, '/api/auth/login', {
      json: { identifier: ADMIN.profileName, password: ADMIN.password },
      localAddress: OWNER,
    });
    expect(owner.status).toBe(200);
    expect(owner.body.user.isAdmin).toBe(true);
  });

  it(
    'a guessing attack from many addresses only slows the account down; the right password still works',
    { timeout: 90_000 },
    async () => {
      const victim = await signup(s);
      for (const source of ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
        for (let i = 0; i < 10; i++) {
          const res = await requestFrom(s, '/api/auth/login', {
            json: { identifier: victim.email, password: `spray-${source}-${i}` },
            localAddress: source,
          });
          expect(res.status).toBe(401);
        }
      }
      const owner = await requestFrom(s, '/api/auth/login', {
        json: { identifier: victim.profileName, password: victim.password },
        localAddress: OWNER,
        headers: {
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
        },
      });
      expect(owner.status).toBe(200);
      expect(cookieFrom(owner)).toMatch(/^wf_session=/);
    },
  );

  it("an attacker asking for someone's reset links cannot keep them from the owner", async () => {
    const victim = await signup(s);
    const ask = (localAddress: string) =>
      requestFrom(s, '/api/auth/forgot-password', { json: { email: victim.email }, localAddress });
    for (let i = 0; i < 3; i++) expect((await ask(ATTACKER)).status).toBe(200);
    const mailed = () => s.mails.filter((m) => m.to === victim.email);
    expect(mailed()).toHaveLength(3);
    // The attacker's own address is now limited...
    const attacker = await ask(ATTACKER);
    expect(attacker.status).toBe(429);
    expect(attacker.body.error).toMatch(/Too many password reset requests/);
    // ...and every mail so far went to the owner: the newest link works.
    for (const mail of mailed()) s.secrets.add(mail.token);
    // Right now the owner is told a link was just sent (a cool-down, not a lock)...
    const soon = await ask(OWNER);
    expect(soon.status).toBe(429);
    expect(soon.body.error).toMatch(/sent to this email a moment ago: please check your mail/);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    // ...and after the cool-down their request is honoured, however many addresses asked.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60 * 1000 + 1000 });
    try {
      expect((await ask('127.0.0.7')).status).toBe(200);
      const owner = await ask(OWNER);
      expect(owner.status).toBe(429); // the attacker's request took this cool-down's mail...
      vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1000);
      const honoured = await ask(OWNER);
      expect(honoured.status).toBe(200); // ...and the next one goes out, for the owner too
    } finally {
      vi.useRealTimers();
    }
    const newest = mailed().at(-1)!;
    s.secrets.add(newest.token);
    const reset = await requestFrom(s, '/api/auth/reset-password', {
      json: { token: newest.token, password: 'Fresh river 2031' },
    });
    expect(reset.status).toBe(200);
    s.secrets.add('Fresh river 2031');
  });
});
