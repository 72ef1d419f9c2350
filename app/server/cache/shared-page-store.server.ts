/**
 * The page cache's second level, shared by the workers of one machine: a SQLite file of stored pages
 * (WAL, so readers never wait for the writer). A page one worker rendered is served by the others
 * without being rendered again. It is only a cache: when the file cannot be opened, read or written
 * in a few milliseconds, the page is rendered as if it were not there.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export interface SharedPage {
  status: number;
  /** header values split where the nonce goes */
  headers: [string, string[]][];
  parts: Buffer[];
}

export interface SharedPageStore {
  get(key: string): SharedPage | undefined;
  set(key: string, page: SharedPage, ttlMs: number): void;
  close(): void;
}

/** Expired and surplus rows are removed every this many writes. */
const SWEEP_EVERY = 200;

interface Row {
  status: number;
  headers: string;
  lengths: string;
  body: Buffer;
}

function open(file: string): SQLite.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // Losing the last writes of a cache on a power cut costs a render, nothing else.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('busy_timeout = 20');
  sqlite.exec(`create table if not exists pages (
    key text primary key,
    expires_at integer not null,
    status integer not null,
    headers text not null,
    lengths text not null,
    body blob not null
  )`);
  sqlite.exec('create index if not exists pages_expires_at on pages (expires_at)');
  return sqlite;
}

/** Opens (or creates) the store; undefined when the file cannot be used. */
export function openSharedPageStore(file: string, maxRows: number): SharedPageStore | undefined {
  let sqlite: SQLite.Database;
  try {
    sqlite = open(file);
  } catch {
    // An unreadable or corrupt cache file is replaced, once.
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
      sqlite = open(file);
    } catch (error) {
      console.error(`[page-cache] ${file} cannot be used: ${(error as Error).message}`);
      return undefined;
    }
  }
  const select = sqlite.prepare<[string, number], Row>(
    'select status, headers, lengths, body from pages where key = ? and expires_at > ?',
  );
  const upsert = sqlite.prepare(
    'insert or replace into pages (key, expires_at, status, headers, lengths, body) values (?, ?, ?, ?, ?, ?)',
  );
  const sweepExpired = sqlite.prepare('delete from pages where expires_at <= ?');
  const sweepSurplus = sqlite.prepare(
    'delete from pages where key in (select key from pages order by expires_at desc limit -1 offset ?)',
  );
  let writes = 0;

  return {
    get(key) {
      try {
        const row = select.get(key, Date.now());
        if (!row) return undefined;
        const lengths = JSON.parse(row.lengths) as number[];
        const parts: Buffer[] = [];
        let offset = 0;
        for (const length of lengths) {
          parts.push(row.body.subarray(offset, offset + length));
          offset += length;
        }
        return { status: row.status, headers: JSON.parse(row.headers) as [string, string[]][], parts };
      } catch {
        return undefined;
      }
    },
    set(key, page, ttlMs) {
      try {
        upsert.run(
          key,
          Date.now() + ttlMs,
          page.status,
          JSON.stringify(page.headers),
          JSON.stringify(page.parts.map((part) => part.byteLength)),
          Buffer.concat(page.parts),
        );
        writes += 1;
        if (writes % SWEEP_EVERY === 0) {
          sweepExpired.run(Date.now());
          sweepSurplus.run(maxRows);
        }
      } catch {
        // Busy or full: this page is simply not shared.
      }
    },
    close: () => sqlite.close(),
  };
}
