// Pages of this feature wait for the 'users' translations (loaded on first use) before rendering.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../../components/loader-overlay';

export function withUsersNamespace(Page: ComponentType) {
  function UsersPage() {
    const { ready } = useTranslation('users', { useSuspense: false });
    return ready ? <Page /> : <LoaderOverlay />;
  }
  UsersPage.displayName = `WithUsers(${Page.displayName ?? Page.name})`;
  return UsersPage;
}
