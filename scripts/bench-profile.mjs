// Records a CPU profile of a running portal over the inspector protocol (the portal started with
// --inspect=HOST:PORT), for a window of the benchmark alone; sums the profile's frames.
import fs from 'node:fs';

/** Connects to the inspector at `inspectPort`; `start()` begins sampling, `stop(file)` writes the profile. */
export async function inspectorProfiler(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map();
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    const w = waiting.get(msg.id);
    if (!w) return;
    waiting.delete(msg.id);
    if (msg.error) w.reject(new Error(msg.error.message));
    else w.resolve(msg.result);
  };
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('Profiler.enable');
  await call('Profiler.setSamplingInterval', { interval: 200 });
  return {
    start: () => call('Profiler.start'),
    async stop(file) {
      const { profile } = await call('Profiler.stop');
      if (file) fs.writeFileSync(file, JSON.stringify(profile));
      ws.close();
      return profile;
    },
  };
}

const frameKey = (n) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;

/**
 * The profile's frames by self time and by inclusive time (each sample counted once per frame),
 * as shares of the sampled time: [{ frame, selfShare, totalShare }], largest first.
 */
export function summarize(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const time = new Map();
  profile.samples.forEach((id, i) =>
    time.set(id, (time.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  let total = 0;
  for (const t of time.values()) total += t;
  const self = new Map();
  const inclusive = new Map();
  for (const [id, t] of time) {
    const k = frameKey(byId.get(id));
    self.set(k, (self.get(k) ?? 0) + t);
    const seen = new Set();
    for (let c = id; c !== undefined; c = parent.get(c)) {
      const key = frameKey(byId.get(c));
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + t);
    }
  }
  const share = (t) => Math.round((t / total) * 1000) / 10;
  const rows = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([frame, t]) => ({ frame, share: share(t) }));
  return { sampledMs: Math.round(total / 1000), self: rows(self), inclusive: rows(inclusive) };
}
