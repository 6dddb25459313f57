// Builds what is out of date: the shared package and server (tsc), then the web app (vite).
import path from 'node:path';
import { isStale, mustRun, root } from './lib.mjs';

const force = process.argv.includes('--force');
await mustRun('build shared + server', 'npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
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
