// The PGlite data directory's lock: PGlite has no lock of its own, two processes would corrupt it.
//
// On Linux the lock is a listening socket in the abstract namespace, named after the directory's
// real path. The kernel frees the name the moment the holder dies (kill -9, OOM killer, or a
// zombie whose parent has not reaped it yet: its descriptors are already closed), so a restart
// one second after a crash always succeeds, while two live processes can never both bind it.
// A `portal.lock` file beside it records the holder's pid for the message only. Elsewhere (no
// abstract sockets) the pid file is the lock, checked with kill(pid, 0).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

export class DataDirLockedError extends Error {}

const abstractSockets = process.platform === 'linux';

function lockedError(dataDir: string, pid: string | undefined) {
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another portal process` +
      (pid ? ` (pid ${pid}). ` : '. ') +
      'Stop that process first, or set DATA_DIR to another directory.',
  );
}

function readPid(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    return /^\d+$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The abstract socket's name: 108 bytes at most, so the real path is hashed. */
export function lockName(dataDir: string): string {
  const real = fs.realpathSync(dataDir);
  const hash = crypto.createHash('sha256').update(real).digest('hex').slice(0, 32);
  return `\0atlas-portal-datadir-${hash}`;
}

function listen(name: string): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EADDRINUSE' ? resolve(undefined) : reject(err),
    );
    server.listen(name, () => {
      // The lock must not keep the process alive on its own.
      server.unref();
      resolve(server);
    });
  });
}

/** A killed holder's other threads may still be ending for some milliseconds after it died. */
const DYING_HOLDER_MS = 1000;

async function socketLock(dataDir: string, file: string): Promise<DataDirLock> {
  const name = lockName(dataDir);
  const until = Date.now() + DYING_HOLDER_MS;
  let server = await listen(name);
  while (!server && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    server = await listen(name);
  }
  if (!server) throw lockedError(dataDir, readPid(file));
  fs.writeFileSync(file, String(process.pid));
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      if (readPid(file) === String(process.pid)) fs.rmSync(file, { force: true });
      server.close();
    },
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function pidFileLock(dataDir: string, file: string): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readPid(file));
      if (pid > 0 && pid !== process.pid && alive(pid)) throw lockedError(dataDir, String(pid));
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, 'portal.lock');
  return abstractSockets ? socketLock(dataDir, file) : pidFileLock(dataDir, file);
}
