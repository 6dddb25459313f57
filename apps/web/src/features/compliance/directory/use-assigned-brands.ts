// The ids of the user's active assigned brands: the directory calls load for all of them.
import { useMemo } from 'react';
import { useAccess } from '../../../lib/access-context';

export function useAssignedBrandIds(): number[] {
  const brands = useAccess().access?.brands;
  return useMemo(
    () => (brands ?? []).filter((b) => b.status === 'ACTIVE').map((b) => b.id),
    [brands],
  );
}
