/**
 * Bulk writes for the generator. SQLite: one prepared statement per table on the raw better-sqlite3
 * handle, all inside one transaction (1.8M offer_days rows in a few seconds). PostgreSQL: multi-row
 * INSERTs of up to ~1,000 rows on one client, inside one transaction.
 */
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { Insertable } from 'kysely';
import type pg from 'pg';
import { type Db, engineOf, pgPoolOf, sqliteHandleOf } from '../../app/server/db/db.server';
import type { Database } from '../../app/server/db/schema';

export type TableName = keyof Database;
type Value = string | number | null;

interface Buffer {
  columns: string[];
  rows: Value[][];
  maxRows: number;
}

export class Writer {
  readonly engine: 'sqlite' | 'postgres';
  readonly counts = new Map<string, number>();
  private sqlite?: SqliteDatabase;
  private statements = new Map<string, { columns: string[]; statement: Statement }>();
  private pool?: pg.Pool;
  private client?: pg.PoolClient;
  private buffers = new Map<string, Buffer>();
  /** Tables in the order they received their first row: flushed in that order (foreign keys). */
  private order: string[] = [];

  constructor(readonly db: Db) {
    this.engine = engineOf(db);
    if (this.engine === 'sqlite') {
      this.sqlite = sqliteHandleOf(db);
      if (!this.sqlite) throw new Error('The seed needs a database opened by createDatabase()');
    } else {
      this.pool = pgPoolOf(db);
      if (!this.pool) throw new Error('The seed needs a database opened by createDatabase()');
    }
  }

  async begin(): Promise<void> {
    if (this.sqlite) {
      this.sqlite.pragma('synchronous = OFF');
      this.sqlite.exec('BEGIN');
    } else {
      this.client = await this.pool!.connect();
      await this.client.query('BEGIN');
      await this.client.query('SET LOCAL synchronous_commit = off');
    }
  }

  async commit(): Promise<void> {
    if (this.sqlite) {
      this.sqlite.exec('COMMIT');
      this.sqlite.pragma('synchronous = NORMAL');
    } else {
      await this.flushAll();
      await this.client!.query('COMMIT');
      this.client!.release();
      this.client = undefined;
    }
  }

  async rollback(): Promise<void> {
    if (this.sqlite) {
      if (this.sqlite.inTransaction) this.sqlite.exec('ROLLBACK');
      this.sqlite.pragma('synchronous = NORMAL');
    } else if (this.client) {
      await this.client.query('ROLLBACK').catch(() => undefined);
      this.client.release();
      this.client = undefined;
    }
  }

  /** Adds one row. On SQLite it is written at once; on PostgreSQL call `drain()` now and then. */
  insert<T extends TableName>(table: T, row: Insertable<Database[T]>): void {
    const record = row as Record<string, unknown>;
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    if (this.sqlite) {
      let prepared = this.statements.get(table);
      if (!prepared) {
        const columns = Object.keys(record);
        const statement = this.sqlite.prepare(
          `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        );
        prepared = { columns, statement };
        this.statements.set(table, prepared);
      }
      const values = new Array<Value>(prepared.columns.length);
      for (let i = 0; i < values.length; i++) values[i] = toValue(record[prepared.columns[i]]);
      prepared.statement.run(values);
      return;
    }
    let buffer = this.buffers.get(table);
    if (!buffer) {
      const columns = Object.keys(record);
      buffer = {
        columns,
        rows: [],
        maxRows: Math.max(1, Math.min(1000, Math.floor(30000 / columns.length))),
      };
      this.buffers.set(table, buffer);
      this.order.push(table);
    }
    buffer.rows.push(buffer.columns.map((c) => toValue(record[c])));
  }

  insertMany<T extends TableName>(table: T, rows: Insertable<Database[T]>[]): void {
    for (const row of rows) this.insert(table, row);
  }

  /** PostgreSQL: writes the buffers that are full (all of them with `all`). No-op on SQLite. */
  async drain(all = false): Promise<void> {
    if (this.sqlite) return;
    if (all) return this.flushAll();
    // Full buffers only, but their parents first: flush every table up to the last full one, in order.
    let last = -1;
    this.order.forEach((t, i) => {
      const b = this.buffers.get(t)!;
      if (b.rows.length >= b.maxRows) last = i;
    });
    for (let i = 0; i <= last; i++) await this.flush(this.order[i]);
  }

  private async flushAll(): Promise<void> {
    for (const table of this.order) await this.flush(table);
  }

  private async flush(table: string): Promise<void> {
    const buffer = this.buffers.get(table);
    if (!buffer || buffer.rows.length === 0) return;
    const { columns, maxRows } = buffer;
    while (buffer.rows.length > 0) {
      const chunk = buffer.rows.splice(0, maxRows);
      const params: Value[] = [];
      const tuples: string[] = [];
      for (const row of chunk) {
        const marks: string[] = [];
        for (const v of row) {
          params.push(v);
          marks.push(`$${params.length}`);
        }
        tuples.push(`(${marks.join(',')})`);
      }
      await this.client!.query(
        `insert into ${table} (${columns.join(', ')}) values ${tuples.join(',')}`,
        params,
      );
    }
  }
}

function toValue(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}
