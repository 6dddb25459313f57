// Measures the JavaScript each admin page loads beyond the first load of `/` (gzip -9): builds the
// web app with a Vite manifest into a temporary folder and follows each page module's imports.
// Usage: node scripts/chunk-sizes.mjs [--json]   (budget: 80 kB gzip per admin page)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const BUDGET_KB = 80;

/** Admin pages by name and page module (as the route table's lazy pages import them). */
const PAGES = {
  'users list': 'src/features/users/components/users-list-page.tsx',
  'create user': 'src/features/users/components/create-user-page.tsx',
  'edit user': 'src/features/users/components/edit-user-page.tsx',
  'copy user': 'src/features/users/components/copy-user-page.tsx',
  'copy by role': 'src/features/users/components/copy-role-page.tsx',
  announcements: 'src/features/catalog/announcements/announcements-page.tsx',
  'announcement editor': 'src/features/catalog/announcements/announcement-editor-page.tsx',
  applications: 'src/features/catalog/applications/applications-page.tsx',
  'application editor': 'src/features/catalog/applications/application-editor-page.tsx',
  'permission sets': 'src/features/catalog/permission-sets/permission-sets-page.tsx',
  'permission set editor': 'src/features/catalog/permission-sets/permission-set-editor-page.tsx',
  'security roles': 'src/features/catalog/security-roles/security-roles-page.tsx',
  'security role editor': 'src/features/catalog/security-roles/security-role-editor-page.tsx',
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chunks-'));
try {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'apps/web/vite.config.ts', '--manifest', '--outDir', outDir],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const gzip = new Map();
  const size = (file) => {
    if (!gzip.has(file))
      gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length);
    return gzip.get(file);
  };
  /** The files a module needs before it runs (static imports, transitively). */
  const closure = (key, into = new Set()) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return into;
    into.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, into);
    return into;
  };
  /** Modules the page imports lazily (loaded when a part mounts or is opened). */
  const lazyOf = (files) => {
    const keys = Object.keys(manifest).filter((k) => files.has(manifest[k].file));
    return new Set(keys.flatMap((k) => manifest[k].dynamicImports ?? []));
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const firstLoad = closure(entryKey);
  const kb = (files) => [...files].reduce((sum, f) => sum + size(f), 0) / 1024;
  const rows = Object.entries(PAGES).map(([page, key]) => {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
    const own = new Set([...closure(key)].filter((f) => !firstLoad.has(f)));
    const withLazy = new Set(own);
    for (const lazy of lazyOf(own))
      for (const f of closure(lazy)) if (!firstLoad.has(f)) withLazy.add(f);
    const largest = [...own].sort((a, b) => size(b) - size(a))[0];
    return { page, onNavigation: kb(own), withLazyParts: kb(withLazy), largest };
  });
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ firstLoadKb: kb(firstLoad), rows }, null, 2));
  } else {
    console.log(`first load of / (entry and its imports): ${kb(firstLoad).toFixed(1)} kB gzip`);
    console.log('| page | on navigation | incl. parts loaded on use | budget |');
    console.log('| --- | ---: | ---: | --- |');
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.onNavigation.toFixed(1)} kB | ${r.withLazyParts.toFixed(1)} kB | ${r.onNavigation <= BUDGET_KB ? 'within' : 'over'} |`,
      );
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
