// Builds what is out of date: the shared package and server (tsc), then the web app (vite). Each
// step is skipped when its output is newer than every source it is built from (`--force` builds all).
import fs from 'node:fs';
import path from 'node:path';
import { isStale, mustRun, root } from './lib.mjs';

const force = process.argv.includes('--force');

// tsc -b checks its own outputs too, but starting it costs a second or more: a stamp written after
// a successful build lets `npm start` skip it while no source, config or migration changed since.
const serverStamp = path.join(root, 'apps/server/dist/.build-stamp');
if (
  force ||
  !fs.existsSync(path.join(root, 'packages/shared/dist')) ||
  isStale(serverStamp, [
    'packages/shared/src',
    'packages/shared/locales',
    'packages/shared/package.json',
    'packages/shared/tsconfig.json',
    'apps/server/src',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'tsconfig.base.json',
    'package-lock.json',
  ])
) {
  await mustRun('build shared + server', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
  // One bundle of the built modules (dist/bundle, which dist/main.js runs while it is newer than
  // tsc's build): Node 20 loads a few files faster than ~800 (see scripts/server-bundle.config.mjs).
  await mustRun('bundle server', 'npx', [
    'vite',
    'build',
    '--config',
    'scripts/server-bundle.config.mjs',
  ]);
  fs.writeFileSync(serverStamp, `${new Date().toISOString()}\n`);
}
const webIndex = path.join(root, 'apps/web/dist/index.html');
if (
  force ||
  isStale(webIndex, [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'packages/shared/src',
    'packages/shared/locales/portal',
  ])
) {
  await mustRun('build web', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: path.join(root, 'apps/web'),
  });
}
