// Secrets the server generates once and keeps (the provider's signing and cookie keys).
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { serverSecret } from '../db/schema/index.js';

export async function findSecret(ex: Executor, name: string): Promise<unknown> {
  const [row] = await ex
    .select({ value: serverSecret.value })
    .from(serverSecret)
    .where(eq(serverSecret.name, name));
  return row?.value;
}

/** Stores a secret unless one of that name is there already (another process may have raced us). */
export async function addSecret(ex: Executor, name: string, value: unknown) {
  await ex.insert(serverSecret).values({ name, value }).onConflictDoNothing();
}
