// Readiness: whether the database answers a round trip.
import type { Database } from '../../db/client.js';
import { ping } from '../../repositories/jobs/maintenance-repository.js';

/** Resolves when the database answered; rejects when it did not. */
export async function databaseAnswers(db: Database): Promise<void> {
  await ping(db.orm);
}
