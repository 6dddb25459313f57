// SCIM provisioning clients (issue 27): what an administrator registers, and what the list shows.
import { z } from 'zod';
import { idNumber, safeString } from './common.js';

export const PROVISIONING_MAX_DAYS = 730;

const id = idNumber();
const uniqueIds = <T extends z.ZodType<number | string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((l) => new Set(l).size === l.length, 'A value is chosen twice');

/** A new client: a name, its delegated scope and how many days its token lives. */
export const createProvisioningClientBodySchema = z.strictObject({
  name: safeString()
    .trim()
    .min(1, 'Value is required')
    .max(100, 'The maximum length allowed is 100'),
  /** Locations the client sees and provisions users at (within the administrator's scope). */
  organizationIds: uniqueIds(id, 1000).min(1, 'Validation Error: Selection required for:'),
  /** Brands and regions it may give (the administrator's own); new users get all of them. */
  brandIds: uniqueIds(id, 20).min(1, 'Validation Error: Selection required for:'),
  regionCodes: uniqueIds(safeString().regex(/^[A-Z]{2,10}$/, 'Value is not valid'), 20).min(
    1,
    'Validation Error: Selection required for:',
  ),
  /** Roles it may assign and remove (roles the administrator may assign). */
  roleIds: uniqueIds(id, 200),
  expiresInDays: z.number().int().min(1).max(PROVISIONING_MAX_DAYS),
});
export type CreateProvisioningClientBody = z.infer<typeof createProvisioningClientBodySchema>;

export const provisioningClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, to recognise it; the token itself is never shown again. */
  tokenHint: z.string(),
  userType: z.enum(['INTERNAL', 'EXTERNAL']),
  organizationIds: z.array(z.number().int()),
  brandIds: z.array(z.number().int()),
  regionCodes: z.array(z.string()),
  roleIds: z.array(z.number().int()),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** The client id of its OAuth client of the embedded provider (client credentials), if any. */
  oauthClientId: z.string().nullable(),
  /** The first characters of that client's secret, and when the secret was issued. */
  oauthSecretHint: z.string().nullable(),
  oauthSecretSetAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ProvisioningClient = z.infer<typeof provisioningClientSchema>;

export const provisioningClientListSchema = z.object({ items: z.array(provisioningClientSchema) });
export type ProvisioningClientList = z.infer<typeof provisioningClientListSchema>;

/** The answer to a registration: the client and, this once, its bearer token. */
export const createdProvisioningClientSchema = z.object({
  client: provisioningClientSchema,
  token: z.string(),
});
export type CreatedProvisioningClient = z.infer<typeof createdProvisioningClientSchema>;

/**
 * The answer to issuing (or renewing) the OAuth client of a provisioning client: the secret this
 * once, and what a SCIM client asks the token endpoint for (client credentials, scope scim).
 */
export const createdOAuthClientSchema = z.object({
  client: provisioningClientSchema,
  clientId: z.string(),
  clientSecret: z.string(),
  tokenEndpoint: z.string(),
  scope: z.string(),
});
export type CreatedOAuthClient = z.infer<typeof createdOAuthClientSchema>;
