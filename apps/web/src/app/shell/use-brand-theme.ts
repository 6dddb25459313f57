// The shown brand: the remembered theme, moved to an accessible brand once the user's are known.
import { useEffect } from 'react';
import type { UserAccessData } from '@portal/shared';
import { useTheme } from '../../features/theme/theme-context';
import { BRAND_NAMES, reconcileTheme } from '../../features/theme/theme-choice';

export function useBrandTheme(brands: UserAccessData['brands'] | undefined) {
  const { brandId, setBrandId } = useTheme();
  const host = window.location.hostname;
  const next = brands ? reconcileTheme(brandId, brands, host) : brandId;

  useEffect(() => {
    if (next !== brandId) setBrandId(next);
  }, [next, brandId, setBrandId]);

  const brandName = brands?.find((b) => b.id === next)?.name ?? BRAND_NAMES[next];
  return { brandId: next, brandName };
}
