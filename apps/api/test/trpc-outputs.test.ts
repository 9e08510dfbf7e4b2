// Every tRPC procedure declares its output (trpc/output.ts): the client's types are the declared
// contract, and only declared fields leave the server. A procedure added without one fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../src/trpc/routers/_app.ts';
import { output } from '../src/trpc/output.ts';

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>,
);

describe('tRPC outputs', () => {
  it('finds the procedures', () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it.each(procedures)('%s declares its output', (_path, procedure) => {
    expect(typeof procedure._def.output).toBe('function');
  });

  it('strips undeclared fields and refuses a wrong shape', () => {
    const check = output(z.object({ id: z.number().int() }));
    expect(check({ id: 1, passwordHash: 'x' })).toEqual({ id: 1 });
    expect(() => check({ id: 'one' })).toThrow();
  });

  it('checks a shared (cached) result once and hands out the same checked copy', () => {
    let parses = 0;
    const schema = z.object({ id: z.number() }).transform((value) => {
      parses += 1;
      return value;
    });
    const check = output(schema);
    const cached = { id: 1 };
    const first = check(cached);
    expect(check(cached)).toBe(first);
    expect(parses).toBe(1);
    check({ id: 1 });
    expect(parses).toBe(2);
  });
});
