// /admin/audit/organizations: the edit history of organisations (audit:orgs:read).
import { withNamespace } from '../../../components/with-namespace';
import { AuditPage } from './audit-page';

function AuditOrgsPage() {
  return <AuditPage kind="organizations" />;
}

export const Component = withNamespace('records', AuditOrgsPage);
