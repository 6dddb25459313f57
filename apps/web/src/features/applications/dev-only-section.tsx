// 'Admin [DEV ONLY]': for feature:dev administrators, links to every admin page they may open,
// both manage-directory contexts, the bulk imports and the compliance modals.
import { useTranslation } from 'react-i18next';
import { ROUTES, routeSpec, type RouteSpec } from '@portal/shared';
import { useAccess } from '../../lib/access-context';
import { requestModal, type ModalRequest } from '../../components/modal-host';
import { ApplicationLink } from './application-link';
import { toManageDirectory } from '../../lib/route-links';

export const DIRECTORY_CONTEXTS = ['SINGULAR_ROLES', 'DEALER_LOCATION'] as const;

/** The admin pages without parameters, in route table order. */
function adminPages(): RouteSpec[] {
  return ROUTES.filter((r) => r.path.startsWith('/admin') && !r.path.includes(':'));
}

export function DevOnlySection({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const access = useAccess();
  const dev = access.hasFeatures({ features: 'feature:dev' });
  if (!dev || !access.isAnyAdmin) return null;

  const directory = routeSpec('manageDirectory');
  const links = [
    ...adminPages()
      .filter((r) => access.hasFeatures({ features: r.features, mode: r.mode }))
      .map((r) => ({ href: r.path, label: t(r.titleKey as 'pages.home') })),
    ...(access.hasFeatures({ features: directory.features, mode: directory.mode })
      ? DIRECTORY_CONTEXTS.map((c) => ({
          href: toManageDirectory({ context: c }),
          label: t(`applications.directoryContext.${c}`),
        }))
      : []),
  ];
  const modals: { name: ModalRequest; label: string }[] = [
    { name: 'adminAttestation', label: t('applications.devModals.adminAttestation') },
    { name: 'changePassword', label: t('applications.devModals.changePassword') },
    { name: 'securityReview', label: t('applications.devModals.securityReview') },
  ];
  return (
    <section aria-labelledby="dev-only-title" className={compact ? 'mt-4' : 'mt-8'}>
      <h3 id="dev-only-title" className={compact ? 'font-semibold' : 'text-lg font-bold'}>
        {t('applications.devOnly')}
      </h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((l) => (
          <li key={l.href}>
            <ApplicationLink href={l.href} className="link">
              {l.label}
            </ApplicationLink>
          </li>
        ))}
        {modals.map((m) => (
          <li key={m.name}>
            <button type="button" className="link text-left" onClick={() => requestModal(m.name)}>
              {m.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
