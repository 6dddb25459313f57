// /admin/audit/users: the edit history of users (audit:users:read).
import { withNamespace } from '../../../components/with-namespace';
import { AuditPage } from './audit-page';

function AuditUsersPage() {
  return <AuditPage kind="users" />;
}

export const Component = withNamespace('records', AuditUsersPage);
