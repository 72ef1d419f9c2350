import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every user-visible string exists in every language: en is the source, fr/es/nl/it are complete.
const LOCALES_DIR = path.resolve(__dirname, '../locales');
const TRANSLATIONS = ['fr', 'es', 'nl', 'it'];

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce<Record<string, string>>(
      (acc, [k, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${k}` : k) }),
      {},
    );
  }
  return {};
}

function load(language: string, namespace: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, namespace), 'utf8')));
}

const namespaces = readdirSync(path.join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(namespaces)('locales/%s', (namespace) => {
  const source = load('en', namespace);

  it.each(TRANSLATIONS)('%s has exactly the keys of en, none empty', (language) => {
    const translated = load(language, namespace);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
    for (const [key, text] of Object.entries(translated)) expect(text.trim(), key).not.toBe('');
  });

  it.each(TRANSLATIONS)('%s keeps the interpolation placeholders of en', (language) => {
    const translated = load(language, namespace);
    for (const [key, text] of Object.entries(source)) {
      expect(placeholders(translated[key] ?? ''), `${language}:${key}`).toEqual(placeholders(text));
    }
  });
});
