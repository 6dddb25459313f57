// The header's Admin menu: one submenu per region, built from the applications of the Admin
// category whose features the user holds; shown to administrators only.
import { useTranslation } from 'react-i18next';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  SubmenuTrigger,
} from 'react-aria-components';
import { useAccess } from '../../lib/access-context';
import { currentLocale } from '../../lib/i18n';
import { useUserApplications } from './api/get-user-applications';
import { opensInNewTab } from '../../lib/links';
import { ADMIN_CATEGORY, groupApplications } from './group-applications';

const MENU =
  'min-w-56 rounded-md border border-muted bg-surface p-1 text-page-fg shadow-lg outline-none';
const ITEM =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 outline-none data-[focused]:bg-page data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus';

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
    <MenuTrigger>
      <Button className={buttonClassName}>
        {t('nav.admin')}
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
          <path d="m3 6 5 5 5-5" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Button>
      <Popover placement="bottom start" offset={12}>
        <Menu className={MENU} aria-label={t('nav.admin')}>
          {regions.map((g) => (
            <SubmenuTrigger key={g.region?.code ?? 'all'}>
              <MenuItem className={ITEM}>
                {g.region
                  ? t(`regions.${g.region.code}`, { defaultValue: g.region.name })
                  : t('applications.allRegions')}
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="none">
                  <path d="m6 3 5 5-5 5" stroke="currentColor" strokeWidth="2" />
                </svg>
              </MenuItem>
              <Popover placement="end top" offset={4}>
                <Menu className={MENU}>
                  {(g.categories[0]?.applications ?? []).map((a) => (
                    <MenuItem
                      key={a.id}
                      href={a.link}
                      className={ITEM}
                      {...(opensInNewTab(a.link)
                        ? { target: '_blank', rel: 'noopener noreferrer' }
                        : {})}
                    >
                      {a.name}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </SubmenuTrigger>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
