// Change brand: the user's active brands (that this host shows) with their unread announcement
// counts; choosing one previews its theme, confirming keeps it, cancelling restores the remembered one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { BrandId } from '@portal/shared';
import { PortalModal } from '../../components/modal';
import { BrandLogo } from './brand-logo';
import { BRAND_NAMES } from './theme-choice';
import { useTheme } from './theme-context';

/** Shown while mounted: open it by rendering it. */
export interface BrandSwitcherProps {
  onClose: () => void;
  brands: readonly BrandId[];
  unreadByBrand: ReadonlyMap<number, number>;
  /** The badge's number (distinct unread) and how many of them several brands share. */
  unreadTotal?: number;
  unreadShared?: number;
}

export function BrandSwitcher(props: BrandSwitcherProps) {
  const { onClose, brands, unreadByBrand, unreadTotal = 0, unreadShared = 0 } = props;
  const { t } = useTranslation();
  const { t: words, ready } = useTranslation('words', { useSuspense: false });
  const theme = useTheme();
  const [chosen, setChosen] = useState<BrandId>(theme.rememberedId);

  const cancel = () => {
    theme.preview(null);
    onClose();
  };
  return (
    <PortalModal
      isOpen
      title={t('brands.switchTitle')}
      confirmLabel={t('brands.apply')}
      onConfirm={() => {
        theme.setBrandId(chosen);
        onClose();
      }}
      onCancel={cancel}
    >
      <RadioGroup
        value={String(chosen)}
        onChange={(value) => {
          const id = Number(value) as BrandId;
          setChosen(id);
          theme.preview(id);
        }}
        className="grid gap-2"
      >
        <Label className="mb-1">{t('brands.switchIntro')}</Label>
        {ready && unreadTotal > 0 && (
          // The per-brand counts and the badge's total, explained so that they agree.
          <p className="mb-1 text-sm text-muted-fg">
            {unreadShared > 0
              ? words('unread.totalShared', { count: unreadTotal, shared: unreadShared })
              : words('unread.total', { count: unreadTotal })}
          </p>
        )}
        {brands.map((id) => {
          const unread = unreadByBrand.get(id) ?? 0;
          return (
            <Radio
              key={id}
              value={String(id)}
              className="flex cursor-pointer items-center gap-4 rounded-md border-2 border-muted p-3 outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus data-[selected]:border-primary-border"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-40 shrink-0 items-center rounded brand-preview px-2"
                data-brand={id}
              >
                <BrandLogo brandId={id} className="h-8 w-auto" decorative />
              </span>
              <span className="flex-1 font-semibold">{BRAND_NAMES[id]}</span>
              {unread > 0 && (
                <span className="badge">{t('announcements.unreadCount', { count: unread })}</span>
              )}
            </Radio>
          );
        })}
      </RadioGroup>
    </PortalModal>
  );
}
