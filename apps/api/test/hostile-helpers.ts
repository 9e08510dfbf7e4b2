// Helpers of the hostile-review suites (issue 14): requests from a chosen source address (a
// second loopback address plays the attacker), and a corpus of hostile strings.
import { request as httpRequest } from 'node:http';
import type { TestServer } from './helpers.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are read freely
  body: any;
  setCookies: string[];
}

export interface FromOptions {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
  /** The source address of the connection, e.g. '127.0.0.2'. */
  localAddress?: string;
  cookie?: string;
}

/** One request over node:http, from `localAddress`, with the Origin a page would send. */
export function requestFrom(
  server: TestServer,
  path: string,
  options: FromOptions = {},
): Promise<RawResponse> {
  const url = new URL(path, server.url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    ...(method !== 'GET' ? { origin: server.url } : {}),
    ...(body !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          server.bodies.push(text);
          let parsed: unknown;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            body: parsed,
            setCookies: setCookie,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** The session cookie (name=value) a response set, for the next request. */
export function cookieFrom(res: RawResponse): string {
  const line = res.setCookies.find((c) => /^(__Host-)?wf_session=[^;]+/.test(c));
  if (!line) throw new Error(`no session cookie in ${res.status} ${res.text}`);
  return line.split(';')[0]!;
}

/**
 * Strings a hostile reviewer types into every field: non-characters, controls, bidi overrides,
 * invisible characters, right-to-left and Indian scripts, emoji, huge text, SQL, HTML and
 * spreadsheet-formula payloads.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\uFFFE',
  '\uFFFF',
  '\uFDD0',
  '\u{1FFFE}',
  '\u{10FFFF}',
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009B',
  '\u202E',
  '\u202A',
  '\u2066',
  '\u2069',
  '\u200E',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u2028',
  '\uD800',
  '\uDFFF',
  '\u{E0041}',
  'Bob\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  'अनाया शर्मा',
  'क्‍ष',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̷̢͎̈́a̸̛̗l̵͔̓g̴̱̀o̷͙͑',
  "Robert'); DROP TABLE profiles;--",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  ']]><x>&amp;',
  '=HYPERLINK("http://evil.example","x")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\u0000=1+1',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  'a;b;=c',
  '%s%n%x',
  '../../etc/passwd',
  '{{7*7}}${7*7}',
  'x'.repeat(10_000),
];
