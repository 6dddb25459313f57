// temporary: server CPU ms per request (robust to a loaded machine)
import fs from 'node:fs';
import autocannon from 'autocannon';
import { signInWithFetch } from './bench-sign-in.mjs';
const [origin, pid, n, ...paths] = process.argv.slice(2);
const cpu = () => { const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const t = await signInWithFetch(origin, 'sam.standard@atlas.example');
for (const p of ['/healthz', ...paths]) {
  const headers = { authorization: `Bearer ${t}` };
  await autocannon({ url: origin + p, connections: 10, amount: 200, headers });
  const c0 = cpu();
  const r = await autocannon({ url: origin + p, connections: 20, amount: Number(n), headers });
  const c1 = cpu();
  console.log(p, 'cpu ms/req', ((c1 - c0) / Number(n)).toFixed(3), 'non2xx', r.non2xx, 'req/s', r.requests.average);
}
