// /admin/wsr-bulk-assignments: the WSR bulk assignment, users created or updated from a file.
import { withNamespace } from '../../components/with-namespace';
import { ImportPage } from './components/import-page';

function IdentitiesImportPage() {
  return <ImportPage context="identities" />;
}

export const Component = withNamespace('imports', IdentitiesImportPage);
