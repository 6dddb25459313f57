// The rule every /v2/admin/users route shares: it answers only within the administrator's own
// locations (delegated scope, spec section 6), unless it is a developer tool (feature:dev). The
// services apply the scope; this hook refuses to start when the policy table says otherwise.
import fp from 'fastify-plugin';
import { FEATURES } from '@portal/shared';

export default fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access && !access.public) {
      const features = [access.features ?? []].flat();
      if (access.delegatedScope || features.includes(FEATURES.dev)) return;
    }
    throw new Error(`${route.url}: a users administration route needs delegatedScope in policy.ts`);
  });
});
