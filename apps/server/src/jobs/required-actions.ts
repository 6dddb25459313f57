// Daily job: raises the required actions of spec section 4 — adminAttestation when an
// administrator's last attestation is older than the period, changePassword when the password is
// older than the largest age, directoryReview when a managed location lacks a required contact and
// the last review is older than 90 days, singularRolesReview when a singular role is unassigned at
// a managed location (again each day it stays so). One process runs it per day; each raise is audited.
import { DIRECTORY_REVIEW_DAYS, type RequiredAction } from '@portal/shared';
import type { Database } from '../db/client.js';
import type { Config } from '../config.js';
import { raiseRequiredAction } from '../services/compliance/required-actions-service.js';
import {
  attestationCandidates,
  claimJobDay,
  directoryCandidates,
  passwordExpiryCandidates,
} from '../repositories/compliance/job-repository.js';

export const REQUIRED_ACTIONS_JOB = 'required-actions';
export const REQUIRED_ACTIONS_ACTOR = 'system:required-actions-job';

/** The users each action was raised on in this run. */
export type RaisedActions = Record<RequiredAction, number[]>;

/**
 * Raises the actions as of `now`; returns who got which, or null when the day's run was claimed
 * by another process (or already done): two processes never both raise, and a second run of the
 * same day changes nothing.
 */
export async function runRequiredActionsJob(
  db: Database,
  settings: Config['compliance'],
  now: Date = new Date(),
): Promise<RaisedActions | null> {
  return db.tx(async (tx) => {
    if (!(await claimJobDay(tx, REQUIRED_ACTIONS_JOB, now.toISOString().slice(0, 10)))) return null;
    const raise = (action: RequiredAction, candidates: Parameters<typeof raiseRequiredAction>[2]) =>
      raiseRequiredAction(tx, action, candidates, REQUIRED_ACTIONS_ACTOR);
    return {
      adminAttestation: await raise(
        'adminAttestation',
        attestationCandidates(now, settings.attestationPeriodDays),
      ),
      changePassword: await raise(
        'changePassword',
        passwordExpiryCandidates(now, settings.passwordMaxAgeDays),
      ),
      directoryReview: await raise(
        'directoryReview',
        directoryCandidates(now, 'DEALER_LOCATION', true, DIRECTORY_REVIEW_DAYS),
      ),
      singularRolesReview: await raise(
        'singularRolesReview',
        directoryCandidates(now, 'SINGULAR_ROLES', false, 1),
      ),
    };
  });
}
