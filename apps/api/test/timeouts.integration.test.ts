// Issue 14, item 14: a request body sent slowly, a byte at a time, is cut off with a 408 once
// the request timeout passes, instead of holding the connection for as long as the sender likes.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MESSAGE } from '../src/http/timeouts.ts';
import { useTestServer } from './helpers.ts';

const server = await useTestServer({ env: { REQUEST_TIMEOUT_MS: '1000' } });

interface SlowResult {
  response: string;
  bytesSent: number;
  closed: boolean;
}

/** Sends a request whose body of `length` bytes trickles in one byte every `everyMs`. */
function slowBody(path: string, length: number, everyMs: number): Promise<SlowResult> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let response = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.url}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (bytesSent >= length || socket.destroyed) return clearInterval(timer);
        socket.write(bytesSent === 0 ? '{' : ' ');
        bytesSent += 1;
      }, everyMs);
    });
    socket.on('data', (chunk) => (response += chunk.toString('utf8')));
    socket.on('error', () => {
      // A reset after the 408 is fine: the server closed the connection.
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, bytesSent, closed: true });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after 15 s, ${bytesSent} bytes sent, answer: ${response}`));
    }, 15_000);
  });
}

describe('a slowly sent request body', () => {
  it('is answered 408 with a readable error and the connection is closed', async () => {
    // 300 bytes at one per 50 ms would take 15 s; the limit is 1 s.
    const result = await slowBody('/api/auth/login', 300, 50);
    expect(result.closed).toBe(true);
    expect(result.bytesSent).toBeLessThan(300);
    expect(result.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.response).toContain(JSON.stringify({ error: REQUEST_TIMEOUT_MESSAGE }));
    // The server is fine afterwards.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
