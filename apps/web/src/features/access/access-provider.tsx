// Loads the user, then their access data, once signed in; applies the failure rules.
import { useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chooseRequiredAction, hasFeatures, isAnyAdmin, type FeatureCheck } from '@portal/shared';
import { errorDetails, isAbortError, useApi } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { AccessContext, type AccessState } from '../../lib/access-context';
import { classifyAccessFailure } from './access-rules';
import { accessDataQuery, userProfileQuery } from './access-queries';

export interface AccessProviderProps {
  /** Subject of the signed-in user; nothing loads without one. */
  subject: string | undefined;
  loginDashboardUrl: string;
  /** GET /v2/user failed: the app may reset a session whose token is unusable. */
  onUserLookupFailed?: (error: unknown) => void;
  host?: string;
  children: ReactNode;
}

export function AccessProvider(props: AccessProviderProps) {
  const { subject, loginDashboardUrl, onUserLookupFailed, children } = props;
  const host = props.host ?? window.location.hostname;
  const api = useApi();
  const { t } = useTranslation();

  const userQuery = useQuery({ ...userProfileQuery(api, subject), enabled: subject !== undefined });
  const profile = userQuery.data;
  const accessQuery = useQuery({
    ...accessDataQuery(api, subject, host),
    enabled: profile !== undefined,
  });

  const employeeNumber = profile?.employeeNumber;
  const failure = useMemo(
    () =>
      accessQuery.error ? classifyAccessFailure(accessQuery.error, { employeeNumber, host }) : null,
    [accessQuery.error, employeeNumber, host],
  );
  const userError = userQuery.error && !isAbortError(userQuery.error) ? userQuery.error : null;

  useEffect(() => {
    if (userError) onUserLookupFailed?.(userError);
  }, [userError, onUserLookupFailed]);
  useEffect(() => {
    if (failure?.kind === 'dashboard') browser.assign(loginDashboardUrl);
  }, [failure?.kind, loginDashboardUrl]);

  const access = accessQuery.data;
  const value = useMemo<AccessState>(() => {
    // The server already adds the derived features (serialNumber:present, <idp>:{group}).
    const features = new Set(access?.features ?? []);
    const base = {
      profile,
      access,
      features,
      hasFeatures: (check: FeatureCheck) => hasFeatures(features, check),
      isAnyAdmin: isAnyAdmin(features),
      requiredAction: chooseRequiredAction(access?.requiredActions),
    };
    if (userError) {
      return {
        ...base,
        status: 'error',
        error: { message: t('errors.userLoad'), details: errorDetails(userError) },
      };
    }
    if (failure?.kind === 'noOrganization') return { ...base, status: 'noOrganization' };
    if (failure?.kind === 'dashboard') return { ...base, status: 'redirecting' };
    if (failure?.kind === 'error') {
      return {
        ...base,
        status: 'error',
        error: { message: t(failure.message), details: failure.details },
      };
    }
    return { ...base, status: access ? 'ready' : 'loading' };
  }, [access, profile, userError, failure, t]);

  // The queries' answers arrive as urgent updates; the page they unlock (the whole shell) renders
  // in the background instead, yielding to the browser every few milliseconds rather than holding
  // the main thread in one long task (Lighthouse's total blocking time on phones).
  const shown = useDeferredValue(value);
  return <AccessContext.Provider value={shown}>{children}</AccessContext.Provider>;
}
