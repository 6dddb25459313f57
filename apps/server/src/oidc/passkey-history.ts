// The edit-history hook of passkey changes: every place that adds or removes a person's passkey
// calls it once, after the change. The entry names the kind of factor, never the passkey's name
// or key, like the app's entries; a new name is not a change of factors and is not recorded.
import type { Database } from '../db/client.js';
import { recordUserChanges } from '../services/records/record-changes.js';

export interface PasskeyChange {
  identityId: number;
  /** Who made the change: the person's e-mail, as the app's entries have it. */
  by: string;
  kind: 'added' | 'renamed' | 'removed';
  /** The passkey's name before (renamed, removed) and after (added, renamed); never a key. */
  oldName: string | null;
  newName: string | null;
}

export async function recordPasskeyChange(db: Database, change: PasskeyChange): Promise<void> {
  if (change.kind === 'renamed') return;
  const added = change.kind === 'added';
  await recordUserChanges(
    db.orm,
    change.identityId,
    [
      {
        operation: added ? 'FACTOR_ADDED' : 'FACTOR_REMOVED',
        field: 'secondFactor',
        oldValue: added ? null : 'passkey',
        newValue: added ? 'passkey' : null,
      },
    ],
    change.by,
  );
}
