// The entry id of an editor's address: a positive whole number, anything else means "new".
export function parseId(raw: string | undefined): number | undefined {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : undefined;
}
