// The benchmark's server side: start-up times (`npm start` and the server alone on an existing data
// directory) and API throughput at 100 connections, each call as a ratio to /healthz of the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { root, SERVER_MAIN } from './lib.mjs';
import { signInWithFetch } from './bench-sign-in.mjs';

/** The calls measured after /healthz: who calls them and where. */
export const API_CALLS = [
  { name: 'ui-access-data', user: 'sam', path: '/v2/user/ui-access-data' },
  { name: 'user/applications', user: 'sam', path: '/v2/user/applications?language=en' },
  { name: 'user/notifications', user: 'sam', path: '/v2/user/notifications?language=en' },
  { name: 'documents', user: 'sam', path: '/v2/documents' },
  { name: 'admin/users', user: 'ada', path: '/v2/admin/users' },
];
const EMAILS = { sam: 'sam.standard@atlas.example', ada: 'ada.admin@atlas.example' };

/** Starts a portal process (`cmd` is the server alone or `npm start`); `ready` resolves with ms to /readyz. */
export function startPortal({ port, env, cmd = ['node', ...SERVER_MAIN] }) {
  const started = Date.now();
  const origin = `http://localhost:${port}`;
  const child = spawn(cmd[0], cmd.slice(1), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    // `npm start` runs node under a shell: stop the whole group.
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const ready = (async () => {
    for (;;) {
      if (exited) throw new Error(`${cmd.join(' ')} exited before it was ready`);
      try {
        if ((await fetch(`${origin}/readyz`)).ok) return Date.now() - started;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  /** Ends the process group, then waits until nothing answers on the port (npm exits first). */
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((resolve) => child.on('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    }
    for (;;) {
      try {
        await fetch(`${origin}/healthz`);
      } catch {
        return;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  return { origin, ready, stop, pid: child.pid };
}

/** Median of three start-ups of each kind on the data directory the first start seeded. */
export async function measureStartUp({ port, env }) {
  const first = startPortal({ port, env });
  const firstStartWithSeedMs = await first.ready;
  await first.stop();
  const median = async (cmd) => {
    const times = [];
    for (let i = 0; i < 3; i++) {
      const p = startPortal({ port, env, cmd });
      times.push(await p.ready);
      await p.stop();
    }
    return times.sort((a, b) => a - b)[1];
  };
  return {
    firstStartWithSeedMs,
    serverAloneMs: await median(['node', ...SERVER_MAIN]),
    npmStartMs: await median(['npm', 'start', '--silent']),
  };
}

/** CPU milliseconds the process has used so far (Linux /proc), undefined elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
  } catch {
    return undefined;
  }
}

/**
 * One autocannon run; with the portal's pid also its CPU milliseconds per answered request, a
 * figure a busy machine disturbs far less than requests per second.
 */
async function cannon(url, headers, duration, pid) {
  const before = pid && cpuMs(pid);
  const run = await autocannon({ url, connections: 100, duration, headers });
  const after = pid && cpuMs(pid);
  const answered = run.requests.total;
  return {
    requestsPerSecond: run.requests.average,
    p99Ms: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
    ...(before !== undefined && after !== undefined && answered > 0
      ? { serverCpuMsPerRequest: Math.round(((after - before) / answered) * 1000) / 1000 }
      : {}),
  };
}

/**
 * /healthz then each API call at 100 connections for `seconds` (after a one-second warm-up); each
 * call's ratio is its req/s over /healthz's. Also checks that a repeated call with its ETag is a 304.
 */
export async function measureApi(origin, seconds, pid) {
  const tokens = {};
  for (const [who, email] of Object.entries(EMAILS))
    tokens[who] = await signInWithFetch(origin, email);
  await cannon(`${origin}/healthz`, {}, 1);
  const healthz = await cannon(`${origin}/healthz`, {}, seconds, pid);
  console.log(`/healthz: ${healthz.requestsPerSecond} req/s, p99 ${healthz.p99Ms} ms`);
  const calls = {};
  for (const c of API_CALLS) {
    const headers = { authorization: `Bearer ${tokens[c.user]}` };
    await cannon(`${origin}${c.path}`, headers, 1);
    const r = await cannon(`${origin}${c.path}`, headers, seconds, pid);
    const first = await fetch(`${origin}${c.path}`, { headers });
    const etag = first.headers.get('etag');
    const again = etag
      ? await fetch(`${origin}${c.path}`, { headers: { ...headers, 'if-none-match': etag } })
      : undefined;
    calls[c.name] = {
      ...r,
      ratio: Math.round((r.requestsPerSecond / healthz.requestsPerSecond) * 1000) / 1000,
      ...(r.serverCpuMsPerRequest && healthz.serverCpuMsPerRequest
        ? {
            cpuRatio:
              Math.round((healthz.serverCpuMsPerRequest / r.serverCpuMsPerRequest) * 1000) / 1000,
          }
        : {}),
      repeatedIs304: again?.status === 304,
    };
    console.log(
      `${c.name}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms, ratio ${calls[c.name].ratio}, server CPU ${r.serverCpuMsPerRequest} ms/request, 304 on repeat: ${calls[c.name].repeatedIs304}`,
    );
  }
  return { connections: 100, seconds, healthz, calls };
}
