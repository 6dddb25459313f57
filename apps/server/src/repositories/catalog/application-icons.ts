// SQL of application icons: one per application, with the hash that names its version.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationIcon as icon } from '../../db/schema/index.js';
import type { IconType } from '../../services/catalog/icon-file.js';
import { removeWhere } from '../row-writes.js';

export async function getIcon(ex: Executor, applicationId: number) {
  const [row] = await ex.select().from(icon).where(eq(icon.applicationId, applicationId));
  return row;
}

export async function saveIcon(
  ex: Executor,
  applicationId: number,
  file: { type: IconType; content: Buffer; sha256: string },
): Promise<void> {
  const values = {
    contentType: file.type,
    content: file.content,
    sha256: file.sha256,
    updatedAt: new Date(),
  };
  await ex
    .insert(icon)
    .values({ applicationId, ...values })
    .onConflictDoUpdate({ target: icon.applicationId, set: values });
}

export async function deleteIcon(ex: Executor, applicationId: number): Promise<boolean> {
  return removeWhere(ex, icon, [icon.applicationId, applicationId]);
}
