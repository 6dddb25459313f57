// Demo content users see: applications, announcements and documents (filled by the signed-in experience).
import type { Executor } from '../db/client.js';

export async function seedContent(
  _tx: Executor,
  _opts: { scale: 'demo' | 'minimal' },
): Promise<void> {}
