// The admin tools the person may use or read, grouped by purpose: the list of the side navigation
// and of its drawer.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../lib/access-context';
import { useRouteSpec } from '../route-specs';
import { adminNavGroups } from './admin-nav-items';

export function NavList({ onFollow }: { onFollow?: () => void }) {
  const { t } = useTranslation();
  const access = useAccess();
  const current = useRouteSpec()?.id;
  const groups = adminNavGroups((check) => access.hasFeatures(check));
  return (
    <div className="grid gap-4">
      {groups.map(({ group, items }) => (
        <section key={group} aria-labelledby={`admin-nav-${group}`}>
          <h2
            id={`admin-nav-${group}`}
            className="px-3 pb-1 text-xs font-bold tracking-wide text-muted-fg uppercase"
          >
            {t(`layout.adminNav.groups.${group}`)}
          </h2>
          <ul className="grid gap-0.5">
            {items.map((item) => {
              const here = current !== undefined && item.routes.includes(current as never);
              return (
                <li key={item.id}>
                  <Link
                    to={item.href}
                    onClick={onFollow}
                    aria-current={here ? 'page' : undefined}
                    className={`block rounded-md border-l-4 px-3 py-1.5 hover:bg-page ${
                      here ? 'border-accent bg-page font-semibold' : 'border-transparent'
                    }`}
                  >
                    {t(item.titleKey)}
                    {item.hintKey && (
                      <span className="block text-xs font-normal text-muted-fg">
                        {t(item.hintKey)}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
