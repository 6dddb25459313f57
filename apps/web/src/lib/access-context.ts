// What the signed-in user may do: profile, access data and the feature checks built on them.
import { createContext, useContext } from 'react';
import type { FeatureCheck, UserAccessData, UserProfile } from '@portal/shared';

export type AccessStatus = 'loading' | 'ready' | 'noOrganization' | 'error' | 'redirecting';

export interface AccessState {
  status: AccessStatus;
  profile?: UserProfile | undefined;
  access?: UserAccessData | undefined;
  /** The error panel to show, when status is 'error'. */
  error?: { message: string; details?: string | undefined } | undefined;
  features: ReadonlySet<string>;
  hasFeatures(check: FeatureCheck): boolean;
  isAnyAdmin: boolean;
  requiredAction: string | null;
}

export const AccessContext = createContext<AccessState | null>(null);

export function useAccess(): AccessState {
  const value = useContext(AccessContext);
  if (!value) throw new Error('useAccess outside AccessProvider');
  return value;
}
