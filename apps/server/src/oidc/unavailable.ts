// The provider's answer while the database cannot be reached: 503 with Retry-After, like the API, not its generic 500.
import type Provider from 'oidc-provider';
import type { Config } from '../config.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { renderProviderError } from './pages.js';

const DESCRIPTION = 'The portal cannot reach its database. Please try again in a moment.';

/**
 * The provider reports a failed database call as a server error (an event with the error); the
 * request's answer, still unsent, becomes 503 `temporarily_unavailable` with Retry-After, the error
 * page for a browser and JSON otherwise, and never a redirect.
 */
export function answerUnavailable(provider: Provider, config: Config) {
  provider.on('server_error', (ctx, err) => {
    if (isDatabaseUnavailable(err)) ctx.state.databaseUnavailable = true;
  });
  provider.use(async (ctx, next) => {
    await next();
    if (!ctx.state.databaseUnavailable) return;
    const out = { error: 'temporarily_unavailable', error_description: DESCRIPTION };
    ctx.remove('location');
    ctx.status = 503;
    ctx.set('retry-after', '5');
    ctx.set('cache-control', 'no-store');
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.type = 'html';
      ctx.body = renderProviderError(config, out);
    } else ctx.body = out;
  });
}
