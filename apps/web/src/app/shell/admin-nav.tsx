// The persistent side navigation of the admin pages: the admin tools the person may use or read,
// grouped by purpose. From 1024 px it sits beside the page; below, one button opens it as a drawer.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useAccess } from '../../lib/access-context';
import { useMinWidth } from '../../lib/use-media-query';
import { useRouteSpec } from '../route-specs';
import { adminNavGroups } from './admin-nav-items';

function NavList({ onFollow }: { onFollow?: () => void }) {
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

function Drawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <Button className="btn-secondary gap-2" onPress={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('layout.adminNav.open')}
      </Button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 bg-black/50"
      >
        <Modal className="fixed inset-y-0 left-0 w-[min(20rem,85vw)] overflow-y-auto bg-surface text-page-fg shadow-xl">
          <Dialog className="p-4 outline-none" aria-labelledby="admin-nav-drawer-title">
            <div className="mb-4 flex items-center justify-between">
              <Heading slot="title" id="admin-nav-drawer-title" className="text-lg font-bold">
                {t('layout.adminNav.label')}
              </Heading>
              <Button
                aria-label={t('common.close')}
                onPress={() => setOpen(false)}
                className="rounded p-1 text-muted-fg hover:text-page-fg"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5" fill="none">
                  <path d="m3 3 10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Button>
            </div>
            <nav aria-label={t('layout.adminNav.label')}>
              <NavList onFollow={() => setOpen(false)} />
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

/** An admin page with the side navigation beside it (or its drawer button above it). */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const wide = useMinWidth('lg');
  const access = useAccess();
  if (adminNavGroups((check) => access.hasFeatures(check)).length === 0) return children;
  if (!wide)
    return (
      <>
        <Drawer />
        {children}
      </>
    );
  return (
    <div className="mx-auto flex max-w-[96rem]">
      <div className="w-60 shrink-0 border-r border-muted bg-surface">
        {/* It sticks to the top of the window and scrolls within itself. Until the page scrolls,
            the header above pushes its lower end below the window: the padding at its end (more
            than the header is high) lets its own scrolling bring the last entry into sight. */}
        <nav
          aria-label={t('layout.adminNav.label')}
          className="sticky top-0 max-h-dvh overflow-y-auto px-2 pt-6 pb-28"
        >
          <NavList />
        </nav>
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
