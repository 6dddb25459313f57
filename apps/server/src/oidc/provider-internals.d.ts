// Types of the oidc-provider modules refresh-grant.ts and code-grant.ts wrap (the package ships no types for them).
declare module 'oidc-provider/lib/actions/grants/refresh_token.js' {
  import type Provider from 'oidc-provider';
  import type { KoaContextWithOIDC } from 'oidc-provider';

  /** The provider's own refresh-token grant, called with the provider and its bound helpers. */
  export function handler(
    provider: Provider,
    helpers: Record<string, (...args: unknown[]) => unknown>,
    ctx: KoaContextWithOIDC,
  ): Promise<void>;
  export const parameters: Set<string>;
}

/** The provider's own code exchange: called as its refresh-token grant is. */
declare module 'oidc-provider/lib/actions/grants/authorization_code.js' {
  export { handler, parameters } from 'oidc-provider/lib/actions/grants/refresh_token.js';
}

/** The grant helpers; each takes the provider first. Named here: those the refresh grant calls. */
declare module 'oidc-provider/lib/helpers/grants.js' {
  type Helper = (provider: unknown, ...args: unknown[]) => unknown;
  export const applyAuthorizationDetails: Helper;
  export const buildTokenResponse: Helper;
  export const checkDpopReplay: Helper;
  export const checkDpopRequired: Helper;
  export const validateDpop: Helper;
  export const validateGrant: Helper;
}
