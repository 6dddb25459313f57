// Shapes shared by every API answer: ids in paths and the public start-up configuration.
import { z } from 'zod';

/**
 * A positive 32-bit id written in a path or query string: plain digits only. Number() would also
 * take " 5", "1e3" or "0x10" and so address a record the caller never named.
 */
export const idTextSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'Value is not valid')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'Value is not valid'));

/** What the server tells the web app at start, per host (issuer and client may differ). */
export const publicConfigSchema = z.object({
  basePath: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  scopes: z.array(z.string()),
  loginDashboardUrl: z.string(),
  salesSsoUrl: z.string(),
  accountUrl: z.string(),
  inactivityTimeoutSeconds: z.number().int(),
  inactivityWarningSeconds: z.number().int(),
  /** Targets of the footer's legal links (shown to feature:dev users). */
  legalLinks: z.object({
    privacy: z.string(),
    terms: z.string(),
    tradeExport: z.string(),
    contact: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
