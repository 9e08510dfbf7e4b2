// What the reminder suites receive with: a real SMTP server (smtp-server) whose mails are read
// back with mailparser, a local Web Push endpoint that records what a push service would get,
// a phone's subscription keys (and the decryption a phone does, RFC 8291), and a server that can
// be stopped and started again on the same SQLite file (a restart).
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startServer, type TestServer } from './helpers.ts';

export interface MailServer {
  url: string;
  received: ParsedMail[];
  close(): Promise<void>;
}

/**
 * A mail server on a free local port that keeps every mail it is given, parsed, and refuses
 * mail for addresses starting with `refused.` (a mailbox that does not exist).
 */
export async function startMailServer(): Promise<MailServer> {
  const received: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused.')) {
        const refusal = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  url: string;
  requests: PushRequest[];
  close(): Promise<void>;
}

/**
 * A push service on a free local port: it records every request and answers 201, or 410 Gone
 * for paths under /gone/ (a phone that unsubscribed).
 */
export async function startPushEndpoint(): Promise<PushEndpoint> {
  const requests: PushRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A phone's push subscription: its own key pair and auth secret, as a browser makes them. */
export interface Phone {
  ecdh: ECDH;
  auth: Buffer;
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export function phone(endpoint: string): Phone {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** What the phone reads: RFC 8291's aes128gcm body decrypted with its private key. */
export function decryptPush(device: Phone, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
 * signed by that key (ES256) for the endpoint's origin. Answers the JWT's claims.
 */
export function checkVapid(header: string | undefined, publicKey: string, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, key] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const verifier = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: verifier, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('the VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (parsed.aud !== new URL(endpoint).origin) throw new Error(`aud is ${parsed.aud}`);
  return parsed;
}

/**
 * A server that can be restarted on the same file: `start()` opens the file and listens, `stop()`
 * closes both and keeps the file; `dispose()` removes it.
 */
export function restartableServer(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'wf-reminders-'));
  const dbPath = join(dir, 'test.db');
  let current: TestServer | null = null;
  return {
    dbPath,
    async start(): Promise<TestServer> {
      // The server's own mailer (SMTP_URL or MAIL_OUTBOX_DIR from env), not the capturing one.
      current = await startServer({ env: { RATE_LIMITS: 'off', ...env }, dbPath, mailer: null });
      return current;
    },
    async stop() {
      await current?.close();
      current = null;
    },
    async dispose() {
      await current?.close();
      current = null;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
