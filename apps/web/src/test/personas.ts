// Signed-in personas of the web tests: the OpenID user, its profile and access data as the API answers them.
import { User } from 'oidc-client-ts';
import type { PublicConfig, UserAccessData, UserProfile } from '@portal/shared';

export const testConfig: PublicConfig = {
  basePath: '',
  issuer: 'https://idp.test/oidc',
  clientId: 'portal-web',
  scopes: ['openid', 'profile', 'api:iam', 'offline_access'],
  loginDashboardUrl: 'https://login.test/dashboard',
  salesSsoUrl: 'https://sales.test/sso',
  accountUrl: 'https://idp.test/account',
  inactivityTimeoutSeconds: 1800,
  inactivityWarningSeconds: 60,
  legalLinks: {
    privacy: 'https://legal.test/privacy',
    terms: 'https://legal.test/terms',
    tradeExport: 'https://legal.test/trade-export',
    contact: 'mailto:help@legal.test',
  },
};

/** An unsigned JWT carrying iat/exp (the app only reads them). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.sig`;
}

export function makeUser(options: { sub?: string; lifetime?: number; remaining?: number } = {}) {
  const { sub = 'sam', lifetime = 3600, remaining = lifetime } = options;
  const now = Math.floor(Date.now() / 1000);
  const exp = now + remaining;
  return new User({
    access_token: fakeJwt({ sub, iat: exp - lifetime, exp, scope: 'openid api:iam' }),
    refresh_token: `refresh-${sub}-${exp}`,
    id_token: 'id-token',
    token_type: 'Bearer',
    scope: 'openid profile api:iam offline_access',
    profile: {
      sub,
      iss: testConfig.issuer,
      aud: testConfig.clientId,
      exp,
      iat: now,
      name: 'Sam Standard',
    },
    expires_at: exp,
  });
}

export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    uid: 'sam',
    firstName: 'Sam',
    lastName: 'Standard',
    email: 'sam.standard@atlas.example',
    jobTitle: null,
    mobilePhone: null,
    secondaryPhone: null,
    fax: null,
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    status: 'ACTIVE',
    employeeNumber: 'S-1001',
    directory_group: [],
    preferredLanguage: 'en',
    organization: { id: 11, name: 'Northside Equipment' },
    lastLoginAt: null,
    ...overrides,
  };
}

export function makeAccess(overrides: Partial<UserAccessData> = {}): UserAccessData {
  return {
    brands: [{ id: 1, name: 'Atlas', status: 'ACTIVE' }],
    regions: [{ code: 'NA', name: 'North America' }],
    workspaces: [],
    features: ['documents:view'],
    requiredActions: [],
    ...overrides,
  };
}

/** Who is signed in: the profile (`GET /user`) and access data (`GET /user/ui-access-data`). */
export interface Persona {
  profile: UserProfile;
  access: UserAccessData;
}

/** Sam Standard (external, one dealer location, documents:view) unless told otherwise. */
export interface PersonaOptions {
  profile?: Partial<UserProfile>;
  access?: Partial<UserAccessData>;
}

export function persona(options: PersonaOptions = {}): Persona {
  return { profile: makeProfile(options.profile), access: makeAccess(options.access) };
}

/** A signed-in user whose ID token carries the given claims (e.g. organization, email). */
export function userWithClaims(claims: Record<string, unknown>, accessClaims: object = {}) {
  const user = makeUser();
  user.profile = { ...user.profile, ...claims };
  if (Object.keys(accessClaims).length > 0) {
    const [head, body, sig] = user.access_token.split('.');
    const payload = { ...JSON.parse(atob(body!)), ...accessClaims };
    user.access_token = `${head}.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.${sig}`;
  }
  return user;
}
