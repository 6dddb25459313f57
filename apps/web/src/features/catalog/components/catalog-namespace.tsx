// Catalogue pages wait for the 'catalog' translations (loaded on first use) behind the loader.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '../../../components/loader-overlay';

export function withCatalogNamespace<P extends object>(Page: ComponentType<P>) {
  function WithCatalogNamespace(props: P) {
    const { ready } = useTranslation('catalog', { useSuspense: false });
    return ready ? <Page {...props} /> : <LoaderOverlay />;
  }
  return WithCatalogNamespace;
}
