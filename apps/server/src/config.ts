// Configuration from environment variables, checked against a schema at start.
import { z } from 'zod';
import path from 'node:path';
import { isIP } from 'node:net';
import { MFA_POLICIES, parseAllowedHosts, type MfaPolicy } from '@portal/shared';

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.url().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_PATH: z
    .string()
    .default('')
    .transform((v) => v.replace(/^\/+|\/+$/g, ''))
    .refine((v) => v === '' || /^[A-Za-z0-9._~-]+$/.test(v), {
      message: 'must be a single path segment, e.g. "portal"',
    }),
  PUBLIC_URL: optionalUrl,
  ALLOWED_ORIGINS: z.string().default(''),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().default('portal'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_HOST_CLIENTS: z.string().default(''),
  IDP_KIND: z.string().default('atlas'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86_400).default(900),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  MFA_REQUIRED: z.enum(MFA_POLICIES).default('administrators'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Atlas Portal <no-reply@atlas.example>'),
  SALES_SSO_URL: z.string().default('https://sales.atlas.example/sso'),
  LOGIN_DASHBOARD_URL: optionalUrl,
  INACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(1800),
  INACTIVITY_WARNING_SECONDS: z.coerce.number().int().min(5).default(120),
  PRIVACY_POLICY_URL: z.string().default('https://www.atlas.example/legal/privacy'),
  TERMS_OF_USE_URL: z.string().default('https://www.atlas.example/legal/terms'),
  TRADE_EXPORT_POLICY_URL: z.string().default('https://www.atlas.example/legal/trade-export'),
  CONTACT_US_URL: z.string().default('mailto:portal-support@atlas.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['demo', 'minimal', 'none']).default('demo'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().default(''),
  RATE_LIMIT_SIGN_IN: z.string().default('100/60'),
  RATE_LIMIT_TOKEN: z.string().default('120/60'),
  RATE_LIMIT_API_WRITE: z.string().default('1200/60'),
  // A page load makes 5-20 reads: a person never meets 1,200 a minute, a scraping script soon does.
  RATE_LIMIT_API_READ: z.string().default('1200/60'),
  RATE_LIMIT_EXPORT: z.string().default('30/60'),
  ATTESTATION_PERIOD_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(86_400_000).default(30_000),
  WEBHOOK_RETRY_MAX_MS: z.coerce.number().int().min(1).max(604_800_000).default(21_600_000),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_073_741_824)
    .default(50 * 1024 * 1024),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(10_000_000).default(200_000),
  SCIM_BULK_MAX_OPERATIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  SCIM_BULK_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1_073_741_824)
    .default(16 * 1024 * 1024),
  WEBHOOK_ALLOWED_HOSTS: z.string().default(''),
  INTEGRATION_CLIENT_ID: z.string().min(1).default('integration-worker'),
  INTEGRATION_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v))
    .pipe(z.string().min(24, 'must be at least 24 characters').optional()),
});

/** Route families with a rate limit of their own. */
export const RATE_LIMIT_FAMILIES = ['signIn', 'token', 'apiWrite', 'apiRead', 'export'] as const;
export type RateLimitFamily = (typeof RATE_LIMIT_FAMILIES)[number];
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Which peers may set X-Forwarded-For/-Host/-Proto: none (false), the nearest N hops, or the
 * listed addresses and CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === 'off' || v === '0') return false;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 20);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const okPrefix =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && (family === 0 || !okPrefix || rest.length > 0))
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" is not an address or CIDR range (use off, a hop count, or e.g. 10.0.0.0/8,127.0.0.1)`,
      );
  }
  return list;
}

function parseRateLimit(name: string, raw: string): RateLimit {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < 1)
    throw new ConfigError(`${name}: must be "<requests>/<seconds>", e.g. 100/60`);
  return { max: Number(m[1]), windowMs: Number(m[2]) * 1000 };
}

/** Delivery of webhooks: attempts, exponential backoff (base doubling to max), timeout, polling. */
export interface WebhookSettings {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  timeoutMs: number;
  pollMs: number;
  /** Hosts a webhook may use although they are (or resolve to) loopback or private addresses. */
  allowedHosts: string[];
}

export interface HostClient {
  /** Substring of the host name this entry applies to. */
  hostIncludes: string;
  issuer: string;
  clientId: string;
}

export interface Config {
  port: number;
  host: string;
  /** '' or '/segment'. */
  basePath: string;
  publicUrl: string;
  /** Origins (scheme://host:port) the web app may be served from; redirect URIs derive from them. */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Issuer the API trusts; the embedded provider when no external one is configured. */
  issuer: string;
  embeddedIdp: boolean;
  clientId: string;
  audience: string;
  hostClients: HostClient[];
  idpKind: string;
  accessTokenTtl: number;
  /**
   * Seconds during which a just-rotated refresh token is still accepted (a page reloaded while its
   * renewal was in flight never stored the new one); after that, reuse ends the session.
   */
  refreshReuseGraceSeconds: number;
  /** Who must sign in with a second factor (issue 26). */
  mfaRequired: MfaPolicy;
  smtpUrl: string | undefined;
  mailFrom: string;
  salesSsoUrl: string;
  loginDashboardUrl: string;
  inactivityTimeoutSeconds: number;
  inactivityWarningSeconds: number;
  /** Targets of the footer's legal links and of "contact us". */
  legalLinks: { privacy: string; terms: string; tradeExport: string; contact: string };
  logLevel: string;
  seed: 'demo' | 'minimal' | 'none';
  webDist: string;
  trustProxy: TrustProxy;
  rateLimits: Record<RateLimitFamily, RateLimit>;
  /** The daily required-actions job: days between attestations, largest password age in days. */
  compliance: { attestationPeriodDays: number; passwordMaxAgeDays: number };
  webhooks: WebhookSettings;
  /** Bulk import: the largest file in bytes (enforced while it streams in) and most data rows. */
  imports: { maxBytes: number; maxRows: number };
  /** SCIM Bulk: most operations and bytes of one request (enforced while it streams in). */
  scimBulk: { maxOperations: number; maxBytes: number };
  /**
   * The embedded provider's client for external workers (client credentials, scope
   * integration:errors:write); without a secret it is not registered.
   */
  integrationClient: { clientId: string; secret: string | undefined };
}

export class ConfigError extends Error {}

function parseHostClients(raw: string): HostClient[] {
  if (raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'OIDC_HOST_CLIENTS: must be JSON, e.g. [{"hostIncludes":"corvid","issuer":"https://...","clientId":"..."}]',
    );
  }
  const schema = z.array(
    z.object({ hostIncludes: z.string().min(1), issuer: z.url(), clientId: z.string().min(1) }),
  );
  const result = schema.safeParse(parsed);
  if (!result.success)
    throw new ConfigError(`OIDC_HOST_CLIENTS: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** Reads and checks the environment; throws ConfigError naming the variable at fault. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = result.data;
  const basePath = e.BASE_PATH ? `/${e.BASE_PATH}` : '';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const publicOrigin = new URL(publicUrl).origin;
  const extra = e.ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of extra) {
    if (!URL.canParse(o)) throw new ConfigError(`ALLOWED_ORIGINS: "${o}" is not a URL`);
  }
  const origins = new Set([publicOrigin, ...extra.map((o) => new URL(o).origin)]);
  // On a local machine the Corvid brand is reached at corvid.localhost.
  const pu = new URL(publicUrl);
  if (pu.hostname === 'localhost')
    origins.add(`${pu.protocol}//corvid.localhost${pu.port ? `:${pu.port}` : ''}`);
  const embeddedIdp = !e.OIDC_ISSUER;
  const issuer = e.OIDC_ISSUER ?? `${publicUrl}${basePath}/oidc`;
  return {
    port: e.PORT,
    host: e.HOST,
    basePath,
    publicUrl,
    allowedOrigins: [...origins],
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    issuer,
    embeddedIdp,
    clientId: e.OIDC_CLIENT_ID,
    audience: e.OIDC_AUDIENCE ?? `${publicUrl}${basePath}/v2`,
    hostClients: parseHostClients(e.OIDC_HOST_CLIENTS),
    idpKind: e.IDP_KIND,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    mfaRequired: e.MFA_REQUIRED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesSsoUrl: e.SALES_SSO_URL,
    loginDashboardUrl: e.LOGIN_DASHBOARD_URL ?? `${publicUrl}${basePath}/oidc/account`,
    inactivityTimeoutSeconds: e.INACTIVITY_TIMEOUT_SECONDS,
    inactivityWarningSeconds: e.INACTIVITY_WARNING_SECONDS,
    legalLinks: {
      privacy: e.PRIVACY_POLICY_URL,
      terms: e.TERMS_OF_USE_URL,
      tradeExport: e.TRADE_EXPORT_POLICY_URL,
      contact: e.CONTACT_US_URL,
    },
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: {
      signIn: parseRateLimit('RATE_LIMIT_SIGN_IN', e.RATE_LIMIT_SIGN_IN),
      token: parseRateLimit('RATE_LIMIT_TOKEN', e.RATE_LIMIT_TOKEN),
      apiWrite: parseRateLimit('RATE_LIMIT_API_WRITE', e.RATE_LIMIT_API_WRITE),
      apiRead: parseRateLimit('RATE_LIMIT_API_READ', e.RATE_LIMIT_API_READ),
      export: parseRateLimit('RATE_LIMIT_EXPORT', e.RATE_LIMIT_EXPORT),
    },
    compliance: {
      attestationPeriodDays: e.ATTESTATION_PERIOD_DAYS,
      passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    },
    webhooks: {
      maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      pollMs: e.WEBHOOK_POLL_MS,
      allowedHosts: parseAllowedHosts(e.WEBHOOK_ALLOWED_HOSTS),
    },
    imports: { maxBytes: e.IMPORT_MAX_BYTES, maxRows: e.IMPORT_MAX_ROWS },
    scimBulk: { maxOperations: e.SCIM_BULK_MAX_OPERATIONS, maxBytes: e.SCIM_BULK_MAX_BYTES },
    integrationClient: { clientId: e.INTEGRATION_CLIENT_ID, secret: e.INTEGRATION_CLIENT_SECRET },
  };
}
