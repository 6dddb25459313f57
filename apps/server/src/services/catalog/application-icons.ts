// Application icons: upload (checked and cleaned by icon-file), removal and the file itself; each
// change is an audit entry of the application, written in the same transaction.
import { createHash } from 'node:crypto';
import type { Application } from '@portal/shared';
import type { Database } from '../../db/client.js';
import * as icons from '../../repositories/catalog/application-icons.js';
import { getApplication, lockApplication } from '../../repositories/catalog/applications.js';
import { recordChange } from '../records/catalog-diff.js';
import { notFound } from './errors.js';
import { checkedIcon } from './icon-file.js';

const WHAT = 'application';

/** The short hash that names an icon's version in its address (as the applications answer it). */
const iconVersionOf = (sha256: string) => sha256.slice(0, 16);

export async function setApplicationIcon(
  db: Database,
  id: number,
  data: Buffer,
  by: string,
): Promise<Application> {
  const file = await checkedIcon(data);
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return db.tx(async (tx) => {
    if ((await lockApplication(tx, id)) === undefined) throw notFound(WHAT);
    const before = await icons.getIcon(tx, id);
    await icons.saveIcon(tx, id, { ...file, sha256 });
    await recordChange(tx, {
      entityType: 'application',
      entityId: id,
      before: { icon: before ? iconVersionOf(before.sha256) : null },
      after: { icon: iconVersionOf(sha256) },
      changedBy: by,
    });
    return (await getApplication(tx, id))!;
  });
}

export async function removeApplicationIcon(
  db: Database,
  id: number,
  by: string,
): Promise<Application> {
  return db.tx(async (tx) => {
    if ((await lockApplication(tx, id)) === undefined) throw notFound(WHAT);
    const before = await icons.getIcon(tx, id);
    if (before) {
      await icons.deleteIcon(tx, id);
      await recordChange(tx, {
        entityType: 'application',
        entityId: id,
        before: { icon: iconVersionOf(before.sha256) },
        after: { icon: null },
        changedBy: by,
      });
    }
    return (await getApplication(tx, id))!;
  });
}

export async function applicationIconFile(db: Database, id: number) {
  const found = await icons.getIcon(db.orm, id);
  if (!found) throw notFound('icon');
  return { ...found, version: iconVersionOf(found.sha256) };
}
