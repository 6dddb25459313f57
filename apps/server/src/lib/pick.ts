// Copies the named fields of a record as they are, so that a field mapper spells out only the
// fields it renames or converts.
export function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = from[key];
  return picked;
}
