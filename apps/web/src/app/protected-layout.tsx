// Layout of every signed-in route: sign-in gate, access loading, theme, shell, guard and overlays.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { useAccess } from '../lib/access-context';
import { useConfig } from '../config/public-config';
import { LoaderOverlay } from '../components/loader-overlay';
import { ErrorOverlay } from '../components/error-panel';
import { RequireSignIn } from '../features/auth/sign-in-gate';
import { useAuthServices } from '../features/auth/auth-services';
import { useAuth } from '../features/auth/auth-context';
import { AccessProvider } from '../features/access/access-provider';
import { accessKeys } from '../features/access/access-api';
import { RouteGuard } from '../features/access/route-guard';
import { NoOrganization } from '../features/access/no-organization';
import { InactivityGuard } from '../features/session/inactivity-guard';
import { ComplianceHost } from '../features/compliance/compliance-host';
import { forgetLoginScopedFlags } from '../features/compliance/lib/directory-review';
import { accessibleThemes } from '../features/theme/theme-choice';
import { Shell } from './shell/shell';
import { useBrandTheme } from './shell/use-brand-theme';
import { isAdminPath } from './shell/admin-paths';
import { usePageLoading } from './page-loading';
import { useRouteSpec } from './route-specs';

// The admin side navigation loads with the first admin page, not with the portal's first page.
const AdminLayout = lazy(() =>
  import('./shell/admin-nav').then((m) => ({ default: m.AdminLayout })),
);

export function ProtectedLayout() {
  return (
    <RequireSignIn>
      <SignedIn />
    </RequireSignIn>
  );
}

function SignedIn() {
  const auth = useAuth();
  const config = useConfig();
  const services = useAuthServices();
  // A user lookup that fails without a usable token: drop it and sign in again (spec section 5).
  const onUserLookupFailed = useCallback(
    (error: unknown) => {
      const rejected = error instanceof ApiError && error.status === 401;
      if (!auth.user?.access_token || rejected) void services.resetSession('user lookup failed');
    },
    [auth.user?.access_token, services],
  );
  return (
    <AccessProvider
      subject={auth.user?.profile.sub}
      loginDashboardUrl={config.loginDashboardUrl}
      onUserLookupFailed={onUserLookupFailed}
    >
      <SignedInPage />
    </AccessProvider>
  );
}

function SignedInPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const config = useConfig();
  const services = useAuthServices();
  const access = useAccess();
  const navigating = usePageLoading();
  const spec = useRouteSpec();
  const { brandId, brandName } = useBrandTheme(access.access?.brands);
  const profile = access.profile;
  const noOrganization = access.status === 'noOrganization';
  const signOut = useCallback(() => {
    forgetLoginScopedFlags();
    void services.signOut();
  }, [services]);
  const brands = accessibleThemes(access.access?.brands ?? [], window.location.hostname);
  const title = spec && profile ? `${t(spec.titleKey)} | ${brandName}` : t('app.title');
  const claims = auth.user?.profile;
  const complianceUser = useMemo(
    () => ({
      names: [claims?.name, claims?.given_name, claims?.family_name],
      email: claims?.email,
      loginId: String(claims?.auth_time ?? claims?.sid ?? claims?.sub ?? ''),
    }),
    [claims],
  );
  // A finished compliance flow: the access data, loaded again, no longer lists its action.
  const refetchAccess = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: accessKeys.accessData(claims?.sub) }),
    [queryClient, claims?.sub],
  );
  const busy = access.status === 'loading' || access.status === 'redirecting' || navigating;

  return (
    <Shell
      brandId={brandId}
      title={title}
      onSignOut={access.status === 'ready' ? signOut : undefined}
      brands={brands.length > 0 ? brands : undefined}
      showLegalLinks={access.hasFeatures({ features: 'feature:dev' })}
    >
      <InactivityGuard
        timeoutSeconds={config.inactivityTimeoutSeconds}
        warningSeconds={config.inactivityWarningSeconds}
        onLogout={signOut}
      />
      {access.status === 'ready' && (
        <ComplianceHost
          requiredAction={access.requiredAction}
          user={complianceUser}
          onResolved={refetchAccess}
        />
      )}
      {noOrganization ? (
        <NoOrganization onSignOut={signOut} />
      ) : (
        spec && (
          <RouteGuard spec={spec}>
            {access.status === 'ready' ? (
              // A page whose chunk is still loading on the first visit.
              <Suspense fallback={<LoaderOverlay />}>
                {isAdminPath(spec.path) ? (
                  <AdminLayout>
                    <Outlet />
                  </AdminLayout>
                ) : (
                  <Outlet />
                )}
              </Suspense>
            ) : null}
          </RouteGuard>
        )
      )}
      {access.error ? (
        <ErrorOverlay message={access.error.message} details={access.error.details} />
      ) : (
        busy && <LoaderOverlay />
      )}
    </Shell>
  );
}
