// The data directory lock: a second live holder stops at once; a holder killed with SIGKILL (even
// left as an unreaped zombie) frees the directory at once; of two processes started together,
// exactly one wins.
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock, DataDirLockedError } from './lock.js';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
const LOCK_MODULE = fileURLToPath(new URL('./lock.ts', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A process that takes the lock and prints "locked", or prints the refusal and exits 3. */
function holder(dir: string, { zombie = false } = {}) {
  const script =
    `import(${JSON.stringify(LOCK_MODULE)}).then((m) => m.acquireDataDirLock(${JSON.stringify(dir)}))` +
    `.then(() => { console.log('locked ' + process.pid); setInterval(() => {}, 1e6); },` +
    ` (e) => { console.log('refused ' + e.message); process.exit(3); });`;
  const node = `${JSON.stringify(process.execPath)} --input-type=module -e ${JSON.stringify(script)}`;
  // With `zombie`, the shell starts the holder in the background and becomes `sleep`, which never
  // reaps it: once killed, the holder stays a zombie, as it did under the service manager.
  const child = zombie
    ? spawn('sh', ['-c', `${node} & exec sleep 60`], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn('sh', ['-c', `exec ${node}`], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise<{ child: ChildProcess; line: string }>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve({ child, line: out.trim() });
    });
  });
}

function state(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  } catch {
    return undefined;
  }
}

describe('data directory lock', () => {
  it('refuses a second holder while the first lives, and frees on release', async () => {
    const dir = tmp();
    const first = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      `in use by another portal process (pid ${process.pid})`,
    );
    first.release();
    (await acquireDataDirLock(dir)).release();
  });

  it('takes over a lock file left by a dead process', async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999');
    const lock = await acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'is free again at once after SIGKILL, 20 times in a row, even while the holder is a zombie',
    async () => {
      const dir = tmp();
      for (let i = 0; i < 20; i++) {
        const { child, line } = await holder(dir, { zombie: true });
        expect(line).toMatch(/^locked \d+$/);
        const pid = Number(line.split(' ')[1]);
        process.kill(pid, 'SIGKILL');
        // Wait until the kernel has ended it: it is then an unreaped zombie under `sleep`.
        while (state(pid) !== 'Z') await new Promise((r) => setTimeout(r, 5));
        const next = await acquireDataDirLock(dir);
        next.release();
        child.kill('SIGKILL');
      }
    },
    60_000,
  );

  it('lets exactly one of two processes started together win; the other says why', async () => {
    const dir = tmp();
    const lines = (await Promise.all([holder(dir), holder(dir)])).map((h) => h.line);
    expect(lines.filter((l) => l.startsWith('locked'))).toHaveLength(1);
    const refused = lines.find((l) => l.startsWith('refused'));
    expect(refused).toMatch(/in use by another portal process/);
  });
});
