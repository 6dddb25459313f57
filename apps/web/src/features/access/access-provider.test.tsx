// Access loading as the user sees it: home, no organisation, brand mismatch, failures.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { browser } from '../../lib/browser';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import { makeAccess, makeProfile, testConfig } from '../../test/personas';

const failing = () =>
  new ApiError(503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try later' });

describe('access loading', () => {
  it('loads the user, then the access data, and shows the home page', async () => {
    await renderApp({
      path: '/',
      api: {
        '/user': makeProfile(),
        '/user/ui-access-data': makeAccess(),
        '/user/applications': [],
        '/user/notifications': [],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Standard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Northside Equipment')).toBeInTheDocument();
    // The loader is gone (home's own live regions stay).
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument(),
    );
    // The user first, then the access data; the home page's own calls come after.
    expect(
      apiRequests()
        .map((r) => r.path)
        .slice(0, 2),
    ).toEqual(['/user', '/user/ui-access-data']);
    await waitFor(() => expect(document.title).toBe('Home | Atlas'));
  });

  it('shows No Active Organization Assigned with a sign-out button when no brands are assigned', async () => {
    const { services } = await renderApp({
      path: '/',
      api: { '/user': makeProfile(), '/user/ui-access-data': makeAccess({ brands: [] }) },
    });
    const heading = await screen.findByRole('heading', { name: 'No Active Organization Assigned' });
    expect(heading).toBeInTheDocument();
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await userEvent.click(signOut);
    expect(services.signOut).toHaveBeenCalledOnce();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('discards access data without a brand for this host and shows the mismatch error', async () => {
    const corvidOnly = makeAccess({ brands: [{ id: 3, name: 'Corvid', status: 'ACTIVE' }] });
    await renderApp({
      path: '/',
      api: { '/user': makeProfile(), '/user/ui-access-data': corvidOnly },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Error: Your account has no access to the portal of this brand',
    );
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('sends users without a serial number to the login dashboard when loading fails', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderApp({
      path: '/',
      api: { '/user': makeProfile({ employeeNumber: null }), '/user/ui-access-data': failing() },
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(testConfig.loginDashboardUrl));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error panel with the response message to users with a serial number', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    await renderApp({
      path: '/',
      api: { '/user': makeProfile(), '/user/ui-access-data': failing() },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error: Your access data could not be loaded')).toBeVisible();
    expect(within(alert).getByText('Try later')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('skips an aborted request without an error panel or redirect', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    // The browser drops the request (e.g. the page is left): fetch rejects with an AbortError,
    // which no API answer can produce, so fetch itself is wrapped for this one address.
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).endsWith('/v2/user/ui-access-data')
        ? Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
        : fetch(input, init),
    );
    const { queryClient } = await renderApp({
      path: '/',
      persona: { profile: { employeeNumber: null } },
    });
    await waitFor(() => {
      const [query] = queryClient
        .getQueryCache()
        .findAll({ queryKey: ['user', 'sam', 'ui-access-data'] });
      expect(query?.state.status).toBe('error');
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('resets the session when the user lookup is rejected', async () => {
    const rejected = new ApiError(401, {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'bad token',
    });
    const { services } = await renderApp({ path: '/', api: { '/user': rejected } });
    await waitFor(() => expect(services.resetSession).toHaveBeenCalledOnce());
  });
});
