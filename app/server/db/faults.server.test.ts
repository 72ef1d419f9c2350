import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classifyDatabaseError,
  databaseFaultResponse,
  DatabaseTimeoutError,
  DatabaseUnavailableResponse,
  logDatabaseFault,
} from './faults.server';

/** An error shaped like pg's DatabaseError: a SQLSTATE in `code`. */
function pgError(code: string, message = 'from the server'): Error {
  return Object.assign(new Error(message), { code, severity: 'ERROR' });
}

const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('classifyDatabaseError', () => {
  const files: string[] = [];
  afterEach(() => {
    for (const file of files.splice(0))
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  it('tells a refused PostgreSQL connection from a real pg client as unavailable', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'x', database: 'x' });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(classifyDatabaseError(error)).toBe('unavailable');
  });

  it("tells SQLite's held write lock from a real better-sqlite3 error as busy", () => {
    const file = path.join(tmpdir(), `faults-${randomUUID()}.sqlite`);
    files.push(file);
    const holder = new SQLite(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('create table t (n integer)');
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    holder.exec('begin immediate');
    holder.exec('insert into t values (1)');
    let error: unknown;
    try {
      other.exec('insert into t values (2)');
    } catch (e) {
      error = e;
    }
    holder.exec('commit');
    holder.close();
    other.close();
    expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(classifyDatabaseError(error)).toBe('busy');
  });

  it('reads pg and pg-pool messages that carry no code', () => {
    expect(classifyDatabaseError(new Error('Query read timeout'))).toBe('timeout');
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe('timeout');
    expect(
      classifyDatabaseError(
        new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
      ),
    ).toBe('timeout');
    expect(classifyDatabaseError(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
    expect(
      classifyDatabaseError(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe('unavailable');
    expect(classifyDatabaseError(new DatabaseTimeoutError('probe', 1000))).toBe('timeout');
  });

  it('reads SQLSTATEs: connection exceptions and shutdowns are unavailable, cancelled statements a timeout', () => {
    expect(classifyDatabaseError(pgError('08006'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('57P01'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('57P03'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('53300'))).toBe('unavailable');
    expect(classifyDatabaseError(pgError('57014'))).toBe('timeout');
    expect(classifyDatabaseError(pgError('25P03'))).toBe('timeout');
  });

  it('looks through causes and AggregateError', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(classifyDatabaseError(new AggregateError([new Error('other'), refused]))).toBe('unavailable');
    expect(classifyDatabaseError(new Error('wrapped', { cause: pgError('57014') }))).toBe('timeout');
    expect(classifyDatabaseError(Object.assign(new Error('t'), { code: 'ETIMEDOUT' }))).toBe('timeout');
  });

  it('leaves every other error alone: bad SQL, constraints, plain errors, non-errors', () => {
    expect(classifyDatabaseError(pgError('42P01', 'relation "x" does not exist'))).toBeUndefined();
    expect(classifyDatabaseError(pgError('23505', 'duplicate key'))).toBeUndefined();
    expect(classifyDatabaseError(pgError('28P01', 'password authentication failed'))).toBeUndefined();
    expect(classifyDatabaseError(Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(
      undefined,
    );
    expect(classifyDatabaseError(new Error('boom'))).toBeUndefined();
    expect(classifyDatabaseError('Query read timeout')).toBeUndefined();
    expect(classifyDatabaseError(undefined)).toBeUndefined();
  });
});

describe('DatabaseUnavailableResponse', () => {
  it('is a 503 problem document with Retry-After and no-store', async () => {
    const response = new DatabaseUnavailableResponse('timeout');
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'The database did not answer in time. Please try again in 5 seconds.',
    });
  });

  it('can be read by every request it reaches (shared reads hand one instance to several)', async () => {
    const response = new DatabaseUnavailableResponse('unavailable');
    const first = await new Response(response.body).text();
    const second = await new Response(response.body).text();
    expect(JSON.parse(first).status).toBe(503);
    expect(second).toBe(first);
    expect(await response.text()).toBe(first);
    expect(await response.clone().text()).toBe(first);
    expect(response.bodyUsed).toBe(false);
  });

  it('names the fault and its cause when logged as an error', () => {
    const response = databaseFaultResponse(new Error('Query read timeout'));
    expect(response?.fault).toBe('timeout');
    expect(String(response)).toBe('database timeout: Query read timeout');
    expect(databaseFaultResponse(new Error('syntax error'))).toBeUndefined();
  });
});

describe('logDatabaseFault', () => {
  it('writes one line per fault kind every few seconds, then says how many it held back', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Later than any line other tests wrote, so none of theirs holds these back.
      const start = Date.now() + 10 ** 9;
      logDatabaseFault('unavailable', new Error('down'), start);
      logDatabaseFault('unavailable', new Error('down'), start + 100);
      logDatabaseFault('unavailable', new Error('down'), start + 200);
      logDatabaseFault('busy', new Error('locked'), start + 300);
      logDatabaseFault('unavailable', new Error('still down'), start + 6_000);
      expect(log.mock.calls.map((call) => call[0])).toEqual([
        '[db] unavailable: down',
        '[db] busy: locked',
        '[db] unavailable: still down (2 more since the last line)',
      ]);
    } finally {
      log.mockRestore();
    }
  });
});
