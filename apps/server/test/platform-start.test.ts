// The built server on a PGlite data directory, as a service manager runs it: it starts on a supported
// Node.js without runtime warnings, starts again at once after SIGKILL (the dead process left as an
// unreaped zombie), and of two processes started together on one directory exactly one runs.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './helpers/child-portal.js';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Portal {
  shell: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts dist/main.js through a shell. With `zombie`, the shell then becomes `sleep` and never
 * reaps it: killed, the portal stays a zombie, as under the service manager that met the refusal.
 */
async function startPortal(dataDir: string, { zombie = false } = {}): Promise<Portal> {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const node = `${JSON.stringify(process.execPath)} ${JSON.stringify(MAIN)}`;
  const after = zombie ? 'exec sleep 120' : 'wait $!; echo "exit $?"';
  const shell = spawn('sh', ['-c', `${node} 2>&1 & echo "pid $!"; ${after}`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED: 'minimal',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(shell);
  let out = '';
  shell.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    shell.stdout!.on('end', () => resolve(Number(/exit (\d+)/.exec(out)?.[1] ?? NaN))),
  );
  return { shell, origin, output: () => out, exited };
}

/** Waits for /readyz; when it does not come, the error carries what the portal printed. */
const ready = (portal: Portal) =>
  waitFor(
    'the portal to be ready',
    async () => ((await fetch(`${portal.origin}/readyz`)).ok ? true : undefined),
    90_000,
  ).catch((err: unknown) => {
    throw new Error(`${String(err)}; the portal printed:\n${portal.output().slice(-3000)}`);
  });

const pidOf = (p: Portal) =>
  waitFor('the pid', async () => Number(/pid (\d+)/.exec(p.output())?.[1]) || undefined, 10_000);

function stateOf(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
  } catch {
    return undefined;
  }
}

const WARNING = /Unsupported runtime|ExperimentalWarning|DeprecationWarning|\(node:\d+\) \[/;

// Each test starts built portals one after another (up to six): on a loaded two-core machine one
// start took 50 s, so a test gets three minutes instead of the API suite's one.
describe('the built portal on a PGlite data directory', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));

  it('starts on a supported Node.js and prints no runtime warning', async () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(22);
    const portal = await startPortal(dataDir);
    await ready(portal);
    expect(portal.output()).not.toMatch(WARNING);
    process.kill(await pidOf(portal), 'SIGKILL');
    await portal.exited;
  });

  it.runIf(process.platform === 'linux')(
    'starts again at once after SIGKILL, with the killed process still a zombie',
    async () => {
      for (let i = 0; i < 3; i++) {
        const portal = await startPortal(dataDir, { zombie: true });
        await ready(portal);
        const pid = await pidOf(portal);
        process.kill(pid, 'SIGKILL');
        await waitFor('the zombie', async () => (stateOf(pid) === 'Z' ? true : undefined), 10_000);
        const next = await startPortal(dataDir);
        await ready(next);
        expect(next.output()).not.toMatch(/in use by another portal process/);
        process.kill(await pidOf(next), 'SIGKILL');
        await next.exited;
        portal.shell.kill('SIGKILL');
      }
    },
  );

  it('lets one of two portals started together on one directory run; the other says why', async () => {
    const both = [await startPortal(dataDir), await startPortal(dataDir)];
    const loser = await Promise.race(both.map((p, i) => p.exited.then(() => i)));
    const winner = both[1 - loser]!;
    expect(both[loser]!.output()).toMatch(/in use by another portal process \(pid \d+\)/);
    expect(await both[loser]!.exited).toBe(3);
    await ready(winner);
    process.kill(await pidOf(winner), 'SIGKILL');
  });
});
