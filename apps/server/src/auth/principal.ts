// What a signed-in user may do: brands, regions, workspaces, features and required actions (spec section 3).
import { derivedFeatures, type UserAccessData } from '@portal/shared';
import type { Executor } from '../db/client.js';
import { principalRow } from '../repositories/principal-repository.js';

export interface Principal {
  identityId: number;
  subject: string;
  email: string;
  userType: 'INTERNAL' | 'EXTERNAL';
  employeeNumber: string | null;
  directoryGroups: string[];
  features: Set<string>;
  access: UserAccessData;
  /** When the user's sessions were last revoked (epoch ms); older access tokens are refused. */
  sessionsRevokedAtMs: number | null;
  /** Grants whose sessions ended one by one: their access tokens are refused. */
  endedGrants: ReadonlySet<string>;
  /** The provider grant of the request's access token (embedded provider), if any. */
  grantId?: string;
  /** How the request's access token says the person signed in (RFC 8176 values), if it says. */
  amr?: readonly string[];
  /** A SCIM provisioning client: it acts in the scope it was registered with, not a user's. */
  delegation?: Delegation;
}

/** The delegated scope of a provisioning client (services/scim/client-principal.ts). */
export interface Delegation {
  scope: number[];
  brandIds: number[];
  regionCodes: string[];
  /** Names of the roles it may assign and remove. */
  assignableRoles: string[];
}

/** A user's features: their roles' and those the identity provider's data give them. */
export function featuresOf(
  row: { roleFeatures: string[]; employeeNumber: string | null; directoryGroups: string[] },
  idpKind: string,
): string[] {
  return [
    ...row.roleFeatures,
    ...derivedFeatures(row.employeeNumber, row.directoryGroups, idpKind),
  ];
}

/** Loads the principal for a token subject in one query; undefined for unknown or inactive users. */
export async function loadPrincipal(
  ex: Executor,
  subject: string,
  idpKind: string,
): Promise<Principal | undefined> {
  const row = await principalRow(ex, subject);
  if (!row || row.status !== 'ACTIVE') return undefined;
  const features = featuresOf(row, idpKind);
  return {
    identityId: row.id,
    subject: row.subject,
    email: row.email,
    userType: row.userType,
    employeeNumber: row.employeeNumber,
    directoryGroups: row.directoryGroups,
    features: new Set(features),
    sessionsRevokedAtMs: row.sessionsRevokedMs,
    endedGrants: new Set(row.endedGrants),
    access: {
      brands: row.brands,
      regions: row.regions,
      workspaces: [row.userType === 'INTERNAL' ? 'employee' : 'dealer'],
      features,
      requiredActions: row.requiredActions,
    },
  };
}
