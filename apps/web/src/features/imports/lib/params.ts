// Values of the import pages' address (?run=, ?page=), checked so a hand-edited address never
// reaches the API as nonsense.

/** A positive whole number up to 2^31 - 1, else undefined. */
export function readPositive(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}
