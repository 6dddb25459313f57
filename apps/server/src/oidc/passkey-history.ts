// The edit-history hook of passkey changes: every place that adds, renames or removes a person's
// passkey calls it once, after the change. The entries themselves (operation names, their texts
// in the history, the user.changed event) belong to the history of second factors; until that
// writer is wired here this hook records nothing.
import type { Database } from '../db/client.js';

export interface PasskeyChange {
  identityId: number;
  /** Who made the change: the person themself (`user:<subject>`) or an administrator. */
  by: string;
  kind: 'added' | 'renamed' | 'removed';
  /** The passkey's name before (renamed, removed) and after (added, renamed); never a key. */
  oldName: string | null;
  newName: string | null;
}

export async function recordPasskeyChange(_db: Database, _change: PasskeyChange): Promise<void> {
  // Wired at merge to the second-factor history writer (see the passkeys branch's report).
}
