import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './request-logger.ts';

/** A Fastify app logging JSON lines into an array, at `level`, with the lazy request loggers. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/quiet', async (request) => {
    request.log.info('only at info');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ detail: 1 }, 'a warning');
    request.log.child({ step: 'inner' }).error('an error');
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('lazy request loggers', () => {
  it('log an enabled level exactly as a pino child would: message, fields and the request id', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const reply = await app.inject('/loud');
    expect(reply.statusCode).toBe(200);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'a warning', detail: 1, reqId: 'req-1' });
    expect(lines[1]).toMatchObject({ level: 50, msg: 'an error', step: 'inner', reqId: 'req-1' });
  });

  it('drop a disabled level, and log it once the level is enabled', async () => {
    const warn = await appLoggingAt('warn');
    await warn.app.inject('/quiet');
    expect(warn.lines).toEqual([]);
    const info = await appLoggingAt('info');
    await info.app.inject('/quiet');
    // Fastify's own lines about the request (at info) go through the same logger.
    expect(info.lines.map((l) => l.msg)).toEqual([
      'incoming request',
      'only at info',
      'request completed',
    ]);
    for (const line of info.lines) expect(line).toMatchObject({ level: 30, reqId: 'req-1' });
  });
});
