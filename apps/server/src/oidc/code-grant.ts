// The token endpoint's code exchange: the provider's own checks, with the code, its session, grant and account read and the code consumed in one statement.
import type { KoaContextWithOIDC } from 'oidc-provider';
import type Provider from 'oidc-provider';
import {
  handler as providerGrant,
  parameters,
} from 'oidc-provider/lib/actions/grants/authorization_code.js';
import type { Database } from '../db/client.js';
import { claimRefreshTokens, releaseClaim } from '../repositories/oidc/refresh-repository.js';
import { assertNoNul } from './input-guard.js';
import { grantHelpersOf, stateOf, TOKEN_SHAPE } from './refresh-grant.js';
import { withRefreshState } from './refresh-state.js';

const MODEL = 'AuthorizationCode';

/**
 * Replaces the provider's authorization-code grant with one around it, as the refresh grant is
 * (refresh-grant.ts): the provider's look-ups of the code, its session, its grant and the account,
 * and its consuming the code, were five statements of a sign-in's twenty-two; they are one here,
 * and the provider checks from memory (refresh-state.ts). The code is consumed only by an exchange
 * that answers: when the provider refuses (a wrong code verifier or redirect URI, another
 * client's code), the claim is released, as the provider's own grant would have left it unused.
 * A code used before is refused by the provider, which ends its grant.
 */
export function registerCodeGrant(provider: Provider, db: Database) {
  const helpers = grantHelpersOf(provider);

  async function codeGrant(ctx: KoaContextWithOIDC) {
    const id = ctx.oidc.params?.code;
    // Not a code the provider makes: its own grant answers (not found, or the missing parameter).
    if (typeof id !== 'string' || !TOKEN_SHAPE.test(id))
      return providerGrant(provider, helpers, ctx);
    assertNoNul(id);
    const clientId = ctx.oidc.client!.clientId;
    const [row] = await claimRefreshTokens(db.orm, [{ id, clientId }], 0, MODEL);
    const claimed = row?.claimed === true;
    try {
      await withRefreshState(stateOf(id, row, claimed, MODEL), () =>
        providerGrant(provider, helpers, ctx),
      );
    } catch (err) {
      if (claimed) await releaseClaim(db.orm, id, MODEL).catch(() => undefined);
      throw err;
    }
  }

  // The provider's own parameters, and resource (resource indicators are on) like its grants.
  provider.registerGrantType(
    'authorization_code',
    codeGrant,
    new Set([...parameters, 'resource']),
    ['resource'],
  );
}
