// Every translation app (portal, login and the feature namespaces) has all nine languages with
// exactly the keys of its English file and the same placeholders: a missing key fails here.
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from './locales.js';

const DIR = fileURLToPath(new URL('../locales/', import.meta.url));
const apps = fs.readdirSync(DIR).filter((d) => fs.statSync(path.join(DIR, d)).isDirectory());

function flatten(value: unknown, prefix = '', out = new Map<string, string>()) {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (child && typeof child === 'object') flatten(child, `${prefix}${key}.`, out);
    else out.set(`${prefix}${key}`, String(child));
  }
  return out;
}

const read = (app: string, lng: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(DIR, app, `${lng}.json`), 'utf8')));
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(apps)('translation app %s', (app) => {
  const en = read(app, 'en');

  it('has a file for each of the nine languages and nothing else', () => {
    const files = fs.readdirSync(path.join(DIR, app)).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    const other = read(app, lng);
    const missing = [...en.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s keeps the placeholders', (lng) => {
    const other = read(app, lng);
    const wrong = [...en].filter(
      ([key, text]) =>
        other.has(key) && placeholders(other.get(key)!).join() !== placeholders(text).join(),
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });
});
