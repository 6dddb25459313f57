// Demo second factors (issue 26): every persona the default policy covers signs in with the
// authenticator-app key written in the README, except Mara, who meets the set-up at sign-in.
import { eq, inArray, sql } from 'drizzle-orm';
import { mfaCovers } from '@portal/shared';
import type { Executor } from '../db/client.js';
import { identity, identityTotp } from '../db/schema/index.js';
import * as repo from '../repositories/seed/reference-repository.js';
import { ROLES } from './catalog.js';
import { PERSONAS, type Persona } from './personas.js';

/** The demo administrators' TOTP key (README, "Security model"): public, so codes are reusable. */
export const DEMO_TOTP_SECRET = 'ATLASPORTALDEMOSECRETKEY234567AB';

/** An administrator without a second factor: the set-up required action at her next sign-in. */
export const SETUP_PERSONA: Persona = {
  email: 'mara.setup@atlas.example',
  firstName: 'Mara',
  lastName: 'Setup',
  jobTitle: 'Dealer User Administrator',
  userType: 'EXTERNAL',
  accountType: 'ADMINISTRATOR',
  roles: ['DEALER_USER_ADMIN'],
  brands: [1],
  regions: ['NA'],
  orgs: [],
  employeeNumber: null,
  lastLoginDaysAgo: null,
};

const featuresOf = (roles: readonly string[]) =>
  ROLES.filter((r) => roles.includes(r.name)).flatMap((r) => r.activities);

export async function seedSecondFactors(tx: Executor, passwordHash: string) {
  await repo.insertPersona(tx, SETUP_PERSONA, passwordHash);
  // Her attestation review is done: the set-up is the one required step she shows.
  await tx
    .update(identity)
    .set({ lastAttestedAt: sql`now()` })
    .where(eq(identity.email, SETUP_PERSONA.email));
  const covered = PERSONAS.filter((p) => mfaCovers('administrators', featuresOf(p.roles)));
  const ids = await tx
    .select({ id: identity.id })
    .from(identity)
    .where(
      inArray(
        identity.email,
        covered.map((p) => p.email),
      ),
    );
  if (!ids.length) return;
  await tx.insert(identityTotp).values(
    ids.map(({ id }) => ({
      identityId: id,
      secret: DEMO_TOTP_SECRET,
      confirmedAt: sql`now()`,
      published: true,
    })),
  );
}
