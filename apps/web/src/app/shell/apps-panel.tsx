// The round button of the header that opens the apps panel (My Applications, header variant).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger } from 'react-aria-components';
import { MyApplications } from '../../features/applications/my-applications';
import { useTheme } from '../../features/theme/theme-context';
import { FloatingPanel } from '../../components/popover';

export function AppsPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { brandId } = useTheme();
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button aria-label={t('applications.title')} className="header-round">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          {[4, 10, 16].flatMap((y) =>
            [4, 10, 16].map((x) => (
              <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" />
            )),
          )}
        </svg>
      </Button>
      <FloatingPanel placement="bottom end" offset={12} className="w-[min(92vw,26rem)]">
        <Dialog
          aria-label={t('applications.title')}
          className="max-h-[75vh] overflow-y-auto rounded-md border border-muted bg-surface p-4 text-page-fg shadow-xl outline-none"
          // Following a link closes the panel (the page behind it changes).
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          <MyApplications brandId={brandId} variant="header" />
        </Dialog>
      </FloatingPanel>
    </DialogTrigger>
  );
}
