// The coalesced version reads: a call is only ever answered by a read that started after it.
import { describe, expect, it } from 'vitest';
import type { CacheVersions } from '../repositories/experience/cache-versions-repository.js';
import { coalescedVersionReads } from './version-reads.js';

const versions = (userVersion: string): CacheVersions => ({
  identityId: 1,
  userVersion,
  catalogVersion: '1',
  passwordAnchorMs: null,
});

/** A fetch the test finishes by hand; each started read records its subjects. */
function manualFetch() {
  const reads: { subjects: string[]; finish: (m: Map<string, CacheVersions>) => void }[] = [];
  const fail: ((err: Error) => void)[] = [];
  const fetch = (subjects: string[]) =>
    new Promise<Map<string, CacheVersions>>((resolve, reject) => {
      reads.push({ subjects, finish: resolve });
      fail.push(reject);
    });
  return { reads, fail, fetch };
}
const turn = () => new Promise((r) => setImmediate(r));

describe('coalesced version reads', () => {
  it('serves the calls of one turn with one read of their distinct subjects', async () => {
    const { reads, fetch } = manualFetch();
    const read = coalescedVersionReads(fetch);
    const calls = [read('a'), read('b'), read('a')];
    await turn();
    expect(reads.map((r) => r.subjects)).toEqual([['a', 'b']]);
    reads[0]!.finish(new Map([['a', versions('7')]]));
    const [a, b, a2] = await Promise.all(calls);
    expect(a?.userVersion).toBe('7');
    expect(b).toBeUndefined();
    expect(a2).toBe(a);
  });

  it('never answers a call with a read that had started before it', async () => {
    const { reads, fetch } = manualFetch();
    const read = coalescedVersionReads(fetch);
    const first = read('a');
    await turn();
    const later = read('a');
    await turn();
    // The second call waits: the read under way began before it arrived.
    expect(reads).toHaveLength(1);
    reads[0]!.finish(new Map([['a', versions('1')]]));
    expect((await first)?.userVersion).toBe('1');
    await turn();
    expect(reads).toHaveLength(2);
    reads[1]!.finish(new Map([['a', versions('2')]]));
    expect((await later)?.userVersion).toBe('2');
  });

  it('a failed read fails its calls only; the next read goes ahead', async () => {
    const { reads, fail, fetch } = manualFetch();
    const read = coalescedVersionReads(fetch);
    const first = read('a');
    await turn();
    const second = read('b');
    fail[0]!(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await turn();
    expect(reads[1]?.subjects).toEqual(['b']);
    reads[1]!.finish(new Map([['b', versions('3')]]));
    expect((await second)?.userVersion).toBe('3');
  });
});
