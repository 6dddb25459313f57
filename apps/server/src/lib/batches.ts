// Runs the same statement for many requests at once: the calls made while batches are under way
// (or in the same turn of the event loop) go together into the next one.
interface Waiter<I, O> {
  item: I;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

/**
 * `call(item)` resolves with `run`'s answer for that item; `run` gets up to `max` items and
 * answers one result per item, in order. At most `parallel` batches are under way at a time
 * (PGlite runs one statement at a time: 1). A batch starts in the event loop's check phase, after
 * the poll phase has taken in every request that was ready, so that the requests that arrived
 * together share it.
 */
export function batches<I, O>(
  run: (items: I[]) => Promise<O[]>,
  { max, parallel }: { max: number; parallel: number },
) {
  let waiting: Waiter<I, O>[] = [];
  let running = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || running >= parallel || waiting.length === 0) return;
    scheduled = true;
    setImmediate(start);
  };

  const start = () => {
    scheduled = false;
    while (running < parallel && waiting.length) {
      const batch = waiting.slice(0, max);
      waiting = waiting.slice(batch.length);
      running++;
      const settle = (each: (w: Waiter<I, O>, i: number) => void) => {
        running--;
        batch.forEach(each);
        schedule();
      };
      run(batch.map((w) => w.item)).then(
        (out) => settle((w, i) => w.resolve(out[i]!)),
        (err: unknown) => settle((w) => w.reject(err)),
      );
    }
  };

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
