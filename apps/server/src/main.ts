// Entry point of the `portal` process: runs the server's bundle when the build made a fresh one.
import fs from 'node:fs';

const mtime = (file: URL) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * scripts/build.mjs bundles the built modules into dist/bundle after each tsc build (loading
 * ~800 separate modules took about half of every start). A tsc build after it (its build info
 * is newer) makes the bundle stale: then the modules run as tsc built them.
 */
function freshBundle(): URL | undefined {
  const bundle = new URL('./bundle/server.js', import.meta.url);
  const bundled = mtime(bundle);
  if (bundled === undefined) return undefined;
  const built = Math.max(
    mtime(new URL('../tsconfig.tsbuildinfo', import.meta.url)) ?? 0,
    mtime(new URL('../../../packages/shared/tsconfig.tsbuildinfo', import.meta.url)) ?? 0,
  );
  return bundled >= built ? bundle : undefined;
}

// Node.js 20 reached its end of life; the OpenID provider and the HTTP stack need 22 or later.
// ALLOW_UNSUPPORTED_NODE=1 is for the benchmark's side-by-side runs on an old runtime only.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22 && process.env.ALLOW_UNSUPPORTED_NODE !== '1') {
  console.error(
    `The portal needs Node.js 22 or 24 LTS; this is ${process.versions.node}. ` +
      'Start it with `npm start` (which uses the Node.js that `npm ci` brought into ' +
      'node_modules/.bin) or with a supported node.',
  );
  process.exit(1);
}

const bundle = freshBundle();
if (bundle) await import(bundle.href);
else await import('./server.js');
