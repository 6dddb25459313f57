// Pages of the records area: edit history of users and organisations, integration errors, webhooks.
import type { LazyPage } from './lazy';

export const RECORDS_PAGES = {
  auditUsers: () => import('../../features/records/audit/audit-users-page'),
  auditOrgs: () => import('../../features/records/audit/audit-orgs-page'),
  integrationErrors: () => import('../../features/records/errors/integration-errors-page'),
  webhooks: () => import('../../features/records/webhooks/webhooks-page'),
} satisfies Record<string, LazyPage>;
