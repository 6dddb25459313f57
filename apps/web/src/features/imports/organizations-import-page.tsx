// /admin/orgs-bulk-assignments: dealer locations created or updated from a file.
import { withNamespace } from '../../components/with-namespace';
import { ImportPage } from './components/import-page';

function OrganizationsImportPage() {
  return <ImportPage context="organizations" />;
}

export const Component = withNamespace('imports', OrganizationsImportPage);
