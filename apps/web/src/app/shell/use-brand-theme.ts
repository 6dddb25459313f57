// The shown brand: the remembered theme, moved to an accessible brand once the user's are known
// (a brand previewed in the switcher shows meanwhile).
import { useEffect } from 'react';
import type { UserAccessData } from '@portal/shared';
import { useTheme } from '../../features/theme/theme-context';
import { BRAND_NAMES, reconcileTheme } from '../../features/theme/theme-choice';

export function useBrandTheme(brands: UserAccessData['brands'] | undefined) {
  const { brandId, rememberedId, setBrandId } = useTheme();
  const host = window.location.hostname;
  const next = brands ? reconcileTheme(rememberedId, brands, host) : rememberedId;

  useEffect(() => {
    if (next !== rememberedId) setBrandId(next);
  }, [next, rememberedId, setBrandId]);

  const shown = brandId !== rememberedId ? brandId : next;
  const brandName = brands?.find((b) => b.id === shown)?.name ?? BRAND_NAMES[shown];
  return { brandId: shown, brandName };
}
