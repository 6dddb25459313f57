// Creates the demo data on an empty database: reference data, demo personas, generated dealers and users.
import { hash } from '../lib/argon2.js';
import type { Database, Executor } from '../db/client.js';
import * as repo from '../repositories/seed/reference-repository.js';
import { BRANDS, PERMISSION_SETS, REGIONS, ROLES } from './catalog.js';
import { DEMO_ORGS, DEMO_PASSWORD, PERSONAS } from './personas.js';
import { generateDealerNetwork } from './generate.js';
import { seedContent } from './content.js';
import { seedCompliance } from './compliance.js';
import { seedRecords } from './records.js';
import { seedSecondFactors } from './second-factors.js';

export interface SeedOptions {
  /** 'demo' adds generated dealers and users at realistic scale; 'minimal' only the personas. */
  scale: 'demo' | 'minimal';
  generatedOrgs?: number;
  generatedUsers?: number;
}

/** Seeds an empty database; returns false (and changes nothing) when data already exists. */
export async function seedIfEmpty(db: Database, opts: SeedOptions): Promise<boolean> {
  if (await repo.hasBrands(db.orm)) return false;
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.tx(async (tx) => {
    await seedReference(tx);
    await repo.insertOrganizations(tx, DEMO_ORGS);
    if (opts.scale === 'demo') {
      await generateDealerNetwork(tx, {
        orgs: opts.generatedOrgs ?? 300,
        users: opts.generatedUsers ?? 3000,
      });
    }
    for (const persona of PERSONAS) await repo.insertPersona(tx, persona, passwordHash);
    await seedCompliance(tx, passwordHash);
    await seedSecondFactors(tx, passwordHash);
    await seedContent(tx, { scale: opts.scale });
    await seedRecords(tx, opts.scale);
  });
  return true;
}

async function seedReference(tx: Executor): Promise<void> {
  await repo.insertBrands(
    tx,
    BRANDS.map(({ confidential, ...b }) => ({ ...b, confidentialText: confidential })),
  );
  await repo.insertRegions(tx, [...REGIONS]);
  await repo.insertRoles(tx, ROLES);
  for (const set of PERMISSION_SETS) await repo.insertPermissionSet(tx, set, set.roles);
}
