import autocannon from 'autocannon';
import { signInWithFetch } from '/work/wt/perf-server/scripts/bench-sign-in.mjs';
const [origin, path, secs] = process.argv.slice(2);
const t = await signInWithFetch(origin, 'sam.standard@atlas.example');
for (const p of ['/healthz', path]) {
  const r = await autocannon({ url: origin + p, connections: 100, duration: Number(secs ?? 5), headers: { authorization: `Bearer ${t}` } });
  console.log(p, r.requests.average, 'req/s p99', r.latency.p99, 'non2xx', r.non2xx, 'errors', r.errors, 'timeouts', r.timeouts);
}
