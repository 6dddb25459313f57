// The one translation-loading wrapper: a page of a feature namespace ('users', 'catalog', loaded on
// first use) shows the loader until that namespace's texts are there, and renders in React Aria's
// locale of the portal language (PortalLocale).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LAZY_NAMESPACES } from '../lib/i18n';
import { LoaderOverlay } from './loader-overlay';
import { PortalLocale } from './portal-locale';

export function withNamespace<P extends object>(
  namespace: (typeof LAZY_NAMESPACES)[number],
  Page: ComponentType<P>,
) {
  function WithNamespace(props: P) {
    const { ready } = useTranslation(namespace, { useSuspense: false });
    return ready ? (
      <PortalLocale>
        <Page {...props} />
      </PortalLocale>
    ) : (
      <LoaderOverlay />
    );
  }
  WithNamespace.displayName = `WithNamespace(${namespace}, ${Page.displayName ?? Page.name})`;
  return WithNamespace;
}
