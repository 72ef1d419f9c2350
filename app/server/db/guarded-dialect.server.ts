/**
 * The request path's seam to the database (ADR 025): a Kysely dialect wrapped so that every query,
 * connection and transaction statement of every repository is covered without touching one of them.
 * A fault that is the database's state (faults.server.ts) is thrown as a 503 response; after the
 * database was found unreachable or slow, queries fail at once for a short while instead of each
 * waiting out its own timeout, so a request that runs several queries still answers within its
 * budget. A pooled PostgreSQL connection that met a fault is closed rather than reused.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  PostgresPool,
  PostgresPoolClient,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type pg from 'pg';
import {
  classifyDatabaseError,
  databaseFaultResponse,
  DatabaseUnavailableResponse,
  type DatabaseFault,
} from './faults.server';

/** How long queries fail at once after the database was found unreachable or slow. */
export const FAIL_FAST_MS = 1_000;

/** Fails fast for `windowMs` after a fault that says the database is down or slow (not after `busy`). */
export class FailFast {
  #openUntil = 0;
  #fault: DatabaseFault = 'unavailable';

  constructor(
    private readonly windowMs = FAIL_FAST_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws the 503 at once while the window is open. */
  check(): void {
    if (this.now() < this.#openUntil) throw new DatabaseUnavailableResponse(this.#fault);
  }

  record(fault: DatabaseFault): void {
    if (fault === 'busy') return;
    this.#fault = fault;
    this.#openUntil = this.now() + this.windowMs;
  }
}

/** A caught error as the request should see it: a 503 response for a database fault, else itself. */
function translate(error: unknown, failFast: FailFast): unknown {
  if (error instanceof DatabaseUnavailableResponse) return error;
  const response = databaseFaultResponse(error);
  if (!response) return error;
  failFast.record(response.fault);
  return response;
}

class GuardedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly failFast: FailFast,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(compiledQuery);
    } catch (error) {
      throw translate(error, this.failFast);
    }
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    try {
      yield* this.inner.streamQuery<R>(compiledQuery, chunkSize);
    } catch (error) {
      throw translate(error, this.failFast);
    }
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof GuardedConnection ? connection.inner : connection;

type Compile = QueryCompiler['compileQuery'];

class GuardedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly failFast: FailFast,
  ) {}

  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw translate(error, this.failFast);
    }
  }

  init(): Promise<void> {
    return this.guard(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.failFast.check();
    const connection = await this.guard(() => this.inner.acquireConnection());
    // The database may have been found down while this request waited for a pooled connection.
    try {
      this.failFast.check();
    } catch (error) {
      await this.inner.releaseConnection(connection);
      throw error;
    }
    return new GuardedConnection(connection, this.failFast);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.guard(() => this.inner.beginTransaction(unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.guard(() => this.inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.guard(() => this.inner.rollbackTransaction(unwrap(connection)));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.savepoint) throw new Error('The `savepoint` method is not supported by this driver');
    return this.guard(() => this.inner.savepoint!(unwrap(connection), name, compile));
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.rollbackToSavepoint)
      throw new Error('The `rollbackToSavepoint` method is not supported by this driver');
    return this.guard(() => this.inner.rollbackToSavepoint!(unwrap(connection), name, compile));
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.releaseSavepoint)
      throw new Error('The `releaseSavepoint` method is not supported by this driver');
    return this.guard(() => this.inner.releaseSavepoint!(unwrap(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `dialect` with every driver call guarded (see the module comment). */
export function guardDialect(dialect: Dialect, failFast = new FailFast()): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver(), failFast),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/**
 * A pg pool for Kysely whose clients are closed, not reused, after a fault: pg's own query timeout
 * leaves the timed-out query at the head of the connection's queue, so the next query on that
 * connection would wait for an answer that may never come. A connection lost mid-query is a fault
 * of that request, never of the process.
 */
export function evictingPool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let fault: Error | undefined;
    // pg-pool listens for errors only while a client is idle: a connection lost while the client is
    // checked out would be an 'error' event without a listener, which ends the process.
    client.on('error', (error) => {
      fault = error;
    });
    const query = (...args: unknown[]) => {
      const result = (client.query as (...a: unknown[]) => unknown)(...args);
      // A cursor (streaming) is returned as it is; a query's promise is watched for faults.
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (classifyDatabaseError(error)) fault = error instanceof Error ? error : new Error(String(error));
        throw error;
      });
    };
    return {
      query: query as PostgresPoolClient['query'],
      release() {
        const reason = fault;
        fault = undefined;
        // pg-pool closes a client released with an error instead of keeping it.
        client.release(reason);
      },
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
