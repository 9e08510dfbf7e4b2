import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's logger, the parent in production; loggers that do not say which levels are on get a real child. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger whose pino child is made on its first message at an enabled level, with
 * the same bindings and options, so a request that logs is logged exactly as before.
 */
class LazyChild {
  private real: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}
  private made(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings, this.options));
  }
  private log(level: Level, args: unknown[]): void {
    if (!this.real && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as (...a: unknown[]) => void)(...args);
  }
  get level(): string {
    return this.real?.level ?? this.parent.level;
  }
  set level(value: string) {
    this.made().level = value;
  }
  isLevelEnabled(level: string): boolean {
    return this.real
      ? (this.real as LevelAware).isLevelEnabled(level)
      : this.parent.isLevelEnabled(level);
  }
  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/**
 * Fastify gives every request a pino child logger carrying its request id. Making it cost about
 * as much as a cached read's own work (`pnpm bench`), and at the production level (warn) almost
 * no request logs anything; so requests get a `LazyChild`.
 */
export const lazyChildLogger: ChildLoggerFactory = (logger, bindings, options) => {
  const parent = logger as Partial<LevelAware>;
  if (typeof parent.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new LazyChild(logger as LevelAware, bindings, options) as unknown as FastifyBaseLogger;
};

/**
 * A URL as the request log keeps it: the reset link's `token` (and any `code`) replaced, so a
 * resident who opens a mailed link puts no live secret in the log (issue 27, item 9).
 */
export function maskUrlSecrets(url: string): string {
  return url.replace(/([?&;](?:token|code)=)[^&#;]*/giu, '$1[masked]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's serializers for the request log: Fastify's own fields, the URL masked. */
export const requestSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: maskUrlSecrets(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** Logger options with the masking serializers; a ready logger instance is used as it is. */
export function withMaskedRequests(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || logger === true) return logger ? { serializers: requestSerializers } : logger;
  if (typeof (logger as { info?: unknown }).info === 'function') return logger;
  const options = logger as { serializers?: Record<string, unknown> };
  return { ...options, serializers: { ...options.serializers, ...requestSerializers } };
}
