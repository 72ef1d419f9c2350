import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSharedPageStore, type SharedPageStore } from './shared-page-store.server';

const page = {
  status: 200,
  headers: [
    ['content-type', ['text/html; charset=utf-8']],
    ['content-security-policy', ["script-src 'nonce-", "'"]],
  ] as [string, string[]][],
  parts: [Buffer.from('<p>é'), Buffer.from('</p>'), Buffer.from('')],
};

describe('shared page store', () => {
  const file = path.join(tmpdir(), `page-store-${randomUUID()}.sqlite`);
  const stores: SharedPageStore[] = [];
  const openStore = (maxRows = 100) => {
    const store = openSharedPageStore(file, maxRows);
    if (!store) throw new Error('store did not open');
    stores.push(store);
    return store;
  };

  afterEach(() => {
    stores.splice(0).forEach((store) => store.close());
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  });

  it('gives a page written by one handle to another, parts intact', () => {
    openStore().set('k', page, 60_000);
    const read = openStore().get('k');
    expect(read?.status).toBe(200);
    expect(read?.headers).toEqual(page.headers);
    expect(read?.parts.map((part) => part.toString())).toEqual(['<p>é', '</p>', '']);
  });

  it('forgets expired pages', () => {
    const store = openStore();
    store.set('old', page, -1);
    expect(store.get('old')).toBeUndefined();
  });

  it('keeps at most its row budget', () => {
    const store = openStore(10);
    for (let i = 0; i < 400; i += 1) store.set(`k${i}`, page, 60_000 + i);
    expect(store.get('k399')).toBeDefined();
    expect(store.get('k0')).toBeUndefined();
  });
});
