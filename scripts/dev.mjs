// `npm run dev`: the server rebuilt and restarted on change, and the Vite dev server for the web app.
import { run } from './lib.mjs';

await run('npx', ['tsc', '-b', 'packages/shared', 'apps/server']);
await Promise.all([
  run('npx', ['tsc', '-b', '-w', '--preserveWatchOutput', 'packages/shared', 'apps/server']),
  // The Vite dev server (:5173) proxies the API and provider; sign-in must accept its callback.
  run(
    'node',
    [
      '--watch-path=apps/server/dist',
      '--watch-path=packages/shared/dist',
      'apps/server/dist/main.js',
    ],
    { env: { ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' } },
  ),
  run('npx', ['vite', '--port', '5173'], { cwd: 'apps/web' }),
]);
