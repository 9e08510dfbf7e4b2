import type { ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../env.ts';

export const REQUEST_TIMEOUT_MESSAGE =
  'The request took too long to arrive and was stopped. Please try again.';

/**
 * Node answers a request that has not fully arrived within `requestTimeout` (headers and body)
 * with a client error, checked every `connectionsCheckingInterval`; a socket idle for
 * `connectionTimeout` is closed. Both default to off or to minutes, which let a body sent one
 * byte at a time hold a connection (and its memory) for as long as the sender liked.
 */
export function timeoutOptions(config: Config) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      // Checked often enough that the limit holds to within a quarter of itself.
      connectionsCheckingInterval: Math.max(50, Math.min(1000, config.REQUEST_TIMEOUT_MS / 4)),
    },
    clientErrorHandler: answerClientError,
  } satisfies Partial<FastifyServerOptions> & { http: ServerOptions };
}

const BAD_REQUEST = JSON.stringify({ error: 'The request could not be read.' });
const TIMEOUT = JSON.stringify({ error: REQUEST_TIMEOUT_MESSAGE });
const HEADERS_TOO_LARGE = JSON.stringify({ error: 'The request headers are too large.' });

/** Fastify's default handler, with `{ error }` bodies a person can read, like every other answer. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, body] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', TIMEOUT]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE]
        : [400, 'Bad Request', BAD_REQUEST];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Node's request timeout stops counting once the headers are in, so a body sent a byte at a time
 * was never cut off. This counts from the request's arrival until its body is complete: past
 * `ms`, the client gets a 408 and the connection is closed. A step of the server's single
 * onRequest hook (see request-checks.ts).
 */
export function bodyTimeout(ms: number) {
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const raw = request.raw;
    const length = raw.headers['content-length'];
    const hasBody =
      (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket;
      if (socket.writable && !reply.raw.headersSent) {
        socket.end(
          `HTTP/1.1 408 Request Timeout\r\nContent-Length: ${Buffer.byteLength(TIMEOUT)}\r\n` +
            `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
            `Connection: close\r\n\r\n${TIMEOUT}`,
        );
      }
      // Whatever the client does next, the connection is done.
      setTimeout(() => socket.destroy(), 1000).unref();
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('close', clear);
  };
}
