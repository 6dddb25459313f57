// The header's Admin menu: one group per region, built from the applications of the Admin
// category whose features the user holds; shown to administrators only.
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { GroupedMenu } from '../../components/menu';
import { useUserApplications } from './api/get-user-applications';
import { opensInNewTab } from '../../lib/links';
import { ADMIN_CATEGORY, groupApplications } from './group-applications';

export function AdminMenu({ buttonClassName }: { buttonClassName: string }) {
  const { t, i18n } = useTranslation();
  const access = useAccess();
  const locale = currentLocale(i18n);
  const { data = [] } = useUserApplications(locale);
  if (!access.isAnyAdmin) return null;
  const items = data.filter(
    (a) =>
      a.categories.includes(ADMIN_CATEGORY) &&
      access.hasFeatures({ features: a.features, mode: 'any' }),
  );
  const regions = groupApplications(
    items.map((a) => ({ ...a, categories: [ADMIN_CATEGORY] })),
    { locale, regionLabel: (r) => t(`regions.${r.code}`, { defaultValue: r.name }) },
  );
  if (regions.length === 0) return null;

  return (
    <GroupedMenu
      label={t('nav.admin')}
      buttonClassName={buttonClassName}
      groups={regions.map((g) => ({
        key: g.region?.code ?? 'all',
        label: g.region
          ? t(`regions.${g.region.code}`, { defaultValue: g.region.name })
          : t('applications.allRegions'),
        items: (g.categories[0]?.applications ?? []).map((a) => ({
          id: a.id,
          label: a.name,
          href: a.link,
          external: opensInNewTab(a.link),
        })),
      }))}
    />
  );
}
