/**
 * Database faults that are the database's state rather than the request's (ADR 025): it cannot be
 * reached, it did not answer in time, or SQLite's write lock is held. They are told apart here, in one
 * place, and become one answer: 503 with `Retry-After`, `no-store` and a problem document (RFC 9457).
 * Every other error (a bad query, a constraint) stays what it is.
 */
import { getEnv } from '../env.server';

/** `unavailable`: not reachable or not usable; `timeout`: no answer in time; `busy`: SQLite's lock is held. */
export type DatabaseFault = 'unavailable' | 'timeout' | 'busy';

/** Node's socket and name-resolution errors: the server is not there. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL SQLSTATEs of a server that is going away, starting, or out of room. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53000', '53100', '53200', '53300']);
/** statement_timeout (query_canceled), lock_not_available, idle_in_transaction_session_timeout. */
const TIMEOUT_SQLSTATES = new Set(['57014', '55P03', '25P03']);

/** Messages of pg and pg-pool, which carry no code. */
const PG_TIMEOUT_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'timeout expired',
];
const PG_UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Thrown where the shop itself gave up waiting (a readiness probe, a start-up attempt). */
export class DatabaseTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer from the database within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

function classifyOne(error: Record<string, unknown>): DatabaseFault | undefined {
  if (error instanceof DatabaseTimeoutError) return 'timeout';
  const code = typeof error.code === 'string' ? error.code : '';
  if (code.startsWith('SQLITE_')) {
    if (/^SQLITE_(BUSY|LOCKED)/.test(code)) return 'busy';
    // The file cannot be opened or read, the disk is full, the WAL index is unusable.
    if (/^SQLITE_(CANTOPEN|IOERR|FULL|PROTOCOL|NOTADB)/.test(code)) return 'unavailable';
    return undefined;
  }
  if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (UNREACHABLE_CODES.has(code)) return 'unavailable';
  if (/^[0-9A-Z]{5}$/.test(code)) {
    // Class 08: connection exception.
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return 'unavailable';
    if (TIMEOUT_SQLSTATES.has(code)) return 'timeout';
    return undefined;
  }
  const message = typeof error.message === 'string' ? error.message : '';
  if (PG_TIMEOUT_MESSAGES.some((m) => message.startsWith(m))) return 'timeout';
  if (PG_UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m))) return 'unavailable';
  return undefined;
}

/**
 * Whether `error` says the database is unreachable, slow or locked, looking through `cause` and
 * AggregateError's `errors` (a refused connection to a name with several addresses).
 */
export function classifyDatabaseError(error: unknown, depth = 0): DatabaseFault | undefined {
  if (depth > 4 || typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  const own = classifyOne(record);
  if (own) return own;
  if (Array.isArray(record.errors))
    for (const inner of record.errors) {
      const found = classifyDatabaseError(inner, depth + 1);
      if (found) return found;
    }
  return classifyDatabaseError(record.cause, depth + 1);
}

const DETAIL: Record<DatabaseFault, string> = {
  unavailable: 'The database cannot be reached.',
  timeout: 'The database did not answer in time.',
  busy: 'The database is busy with another write.',
};

/** The headers every 503 of the shop carries: documents, APIs and the readiness probe. */
export function unavailableHeaders(headers: Headers = new Headers()): Headers {
  headers.set('Retry-After', String(getEnv().DB_RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return headers;
}

/**
 * The 503 a route throws (Remix answers a resource route with it as it is, and renders a document's
 * error boundary with its status). One instance may reach several requests, because concurrent
 * requests share reads (the catalogue version, the data cache's pending entries), and a response
 * body can be read only once: this one makes its body anew for each reader.
 */
export class DatabaseUnavailableResponse extends Response {
  readonly fault: DatabaseFault;
  readonly #text: string;

  constructor(fault: DatabaseFault, cause?: unknown) {
    const detail = `${DETAIL[fault]} Please try again in ${getEnv().DB_RETRY_AFTER_SECONDS} seconds.`;
    const text = JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail });
    const headers = unavailableHeaders();
    headers.set('Content-Type', 'application/problem+json');
    headers.set('X-Content-Type-Options', 'nosniff');
    super(null, { status: 503, statusText: 'Service Unavailable', headers });
    this.fault = fault;
    this.#text = text;
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause, enumerable: false });
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.#text]).stream() as ReadableStream<Uint8Array<ArrayBuffer>>;
  }

  override get bodyUsed(): boolean {
    return false;
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#text);
  }

  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.#text));
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return new Blob([this.#text]).arrayBuffer();
  }

  override clone(): DatabaseUnavailableResponse {
    return new DatabaseUnavailableResponse(this.fault, (this as { cause?: unknown }).cause);
  }

  /** What a log line shows when this is caught as an error. */
  override toString(): string {
    const cause = (this as { cause?: unknown }).cause;
    return `database ${this.fault}${cause instanceof Error ? `: ${cause.message}` : ''}`;
  }
}

// One log line per fault kind every few seconds: an outage must not flood the log.
const LOG_EVERY_MS = 5_000;
const lastLogged = new Map<DatabaseFault, { at: number; suppressed: number }>();

export function logDatabaseFault(fault: DatabaseFault, error: unknown, now = Date.now()): void {
  const last = lastLogged.get(fault);
  if (last && now - last.at < LOG_EVERY_MS) {
    last.suppressed += 1;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  const more = last?.suppressed ? ` (${last.suppressed} more since the last line)` : '';
  console.error(`[db] ${fault}: ${message.slice(0, 256)}${more}`);
  lastLogged.set(fault, { at: now, suppressed: 0 });
}

/**
 * The 503 for `error` when it is a database fault (logged, a line every few seconds at most), else
 * undefined: the error stays what it is.
 */
export function databaseFaultResponse(error: unknown): DatabaseUnavailableResponse | undefined {
  if (error instanceof DatabaseUnavailableResponse) return error;
  const fault = classifyDatabaseError(error);
  if (!fault) return undefined;
  logDatabaseFault(fault, error);
  return new DatabaseUnavailableResponse(fault, error);
}
