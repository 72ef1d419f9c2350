import { describe, expect, it } from 'vitest';
import routes from '~/routes';
import { API_ENDPOINTS } from './endpoints';

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Every address of the route table with the module that answers it. */
function addresses(entries: readonly RouteEntry[], parent = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of entries) {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    if (entry.path) out.set(path, entry.file);
    for (const [p, f] of addresses(entry.children ?? [], path)) out.set(p, f);
  }
  return out;
}

describe('API endpoints of the browser client', () => {
  it('are the addresses of the route table, each answered by its API module', () => {
    const table = addresses(routes as RouteEntry[]);
    const endpoints = Object.entries(API_ENDPOINTS);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [name, path] of endpoints) {
      expect(table.get(path), name).toMatch(/^routes\/api\/[a-z-]+\.ts$/);
    }
  });
});
