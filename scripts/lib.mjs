// Helpers for the root scripts: run on a supported Node.js, run a command, check whether a build is
// older than its sources.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The oldest Node.js major the portal supports (22 and 24 are the LTS lines in support). */
export const MIN_NODE_MAJOR = 22;
const localBin = path.join(root, 'node_modules', '.bin');
const localNode = path.join(localBin, 'node');

// A script started by the system's Node.js when it is older than supported (`node scripts/x.mjs`
// on a machine whose Node is 20) runs again on the Node.js that `npm ci` brought along, with
// node_modules/.bin first on the PATH, so that nothing it starts falls back to the old one.
// ALLOW_UNSUPPORTED_NODE=1 is for the benchmark's side-by-side runs on an old runtime only.
if (
  Number(process.versions.node.split('.')[0]) < MIN_NODE_MAJOR &&
  process.env.ALLOW_UNSUPPORTED_NODE !== '1'
) {
  if (!fs.existsSync(localNode)) {
    console.error(
      `Node.js ${process.versions.node} is not supported: install Node.js 22 or 24 LTS, ` +
        'or run `npm ci` on Linux x64, which brings Node.js 24 into node_modules/.bin.',
    );
    process.exit(1);
  }
  const again = spawnSync(localNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${localBin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(again.status ?? 1);
}

/**
 * How the portal's server is started (the benchmarks; `npm start` passes the same flag in
 * package.json). --max-semi-space-size=16: on a machine with much memory Node.js 24 lets each half
 * of V8's young generation grow to 64 MB under sustained work. Measured on a SCIM Bulk of 10,000
 * creates (2-core EPYC, 24 GB): RSS growth 151-165 MB by default, 76 MB with 16 MB halves, at the
 * same rate (802 against 810 operations a second).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];
export const SERVER_MAIN = [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js'];

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      cwd: root,
      ...opts,
      env: { ...process.env, ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(label, cmd, args, opts) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  if (!fs.statSync(dir).isDirectory()) return fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
export function isStale(output, inputs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return inputs.some((dir) => newestMtime(path.join(root, dir)) > built);
}
