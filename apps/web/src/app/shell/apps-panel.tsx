// The round button of the header that opens the apps panel (My Applications, header variant).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DialogTrigger } from 'react-aria-components';
import { MyApplications } from '../../features/applications/my-applications';
import { useTheme } from '../../features/theme/theme-context';
import { HeaderPanel } from '../../components/popover';

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
      <HeaderPanel
        label={t('applications.title')}
        width="w-[min(92vw,26rem)]"
        className="max-h-[75vh] overflow-y-auto p-4"
        // Following a link closes the panel (the page behind it changes).
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        <MyApplications brandId={brandId} variant="header" />
      </HeaderPanel>
    </DialogTrigger>
  );
}
