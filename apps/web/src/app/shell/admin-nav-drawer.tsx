// The admin navigation below 1024 px: one button opens the list as a drawer. React Aria's overlays
// load with it (admin pages on a phone), not with the first page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { NavList } from './admin-nav-list';

export default function Drawer() {
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
