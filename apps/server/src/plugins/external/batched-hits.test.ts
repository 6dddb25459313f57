// The batched API read count: hits on their way to the shared count, and parallel first hits of a
// window, are never left out of what the process sees (the shared row is a stand-in here).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.js';

type Row = { hits: number; ttl_ms: number };
/** The shared row's answers, handed out by each test when it chooses. */
const waiting: { kind: 'count' | 'add'; hits: number; answer: (row: Row) => void }[] = [];
const ask = (kind: 'count' | 'add', hits: number) =>
  new Promise<Row>((answer) => waiting.push({ kind, hits, answer }));

vi.mock('../../repositories/rate-limit-repository.js', () => ({
  countHit: () => ask('count', 1),
  addHits: (_ex: unknown, _key: string, hits: number) => ask('add', hits),
}));

const { batchedHits } = await import('./batched-hits.js');

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  waiting.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('batched hits', () => {
  it('counts reported hits until the shared count answers', async () => {
    const hit = batchedHits({} as Executor);
    const seen: number[] = [];
    const count = () => hit('k', 60_000, (_err, r) => seen.push(r!.current));
    count();
    waiting.shift()!.answer({ hits: 1, ttl_ms: 60_000 });
    await settle();
    for (let i = 0; i < 9; i++) count();
    expect(seen.at(-1)).toBe(10);
    // The report of the nine leaves; its answer is slow.
    await vi.advanceTimersByTimeAsync(100);
    const report = waiting.shift()!;
    expect(report).toMatchObject({ kind: 'add', hits: 9 });
    count();
    expect(seen.at(-1)).toBe(11);
    // The answer includes the nine, and a hit of another process.
    report.answer({ hits: 11, ttl_ms: 59_000 });
    await settle();
    count();
    expect(seen.at(-1)).toBe(13);
  });

  it('keeps the hits counted while parallel first hits of a window were answered', async () => {
    const hit = batchedHits({} as Executor);
    const seen: number[] = [];
    const count = () => hit('k', 60_000, (_err, r) => seen.push(r!.current));
    count();
    count();
    const [first, second] = waiting.splice(0, 2);
    first!.answer({ hits: 1, ttl_ms: 60_000 });
    await settle();
    for (let i = 0; i < 5; i++) count();
    expect(seen.at(-1)).toBe(6);
    second!.answer({ hits: 2, ttl_ms: 60_000 });
    await settle();
    count();
    expect(seen.at(-1)).toBe(8);
  });
});
