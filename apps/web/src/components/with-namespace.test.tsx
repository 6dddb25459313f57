// The translation-loading wrapper: the loader until the page's namespace has arrived, then the page,
// in React Aria's locale of the portal language.
import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import { DateField, DateInput, DateSegment } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { withNamespace } from './with-namespace';

describe('withNamespace', () => {
  it('shows the loader until the namespace is loaded, then the page with its texts', async () => {
    const pending: ReadCallback[] = [];
    const backend: BackendModule = {
      type: 'backend',
      init: () => {},
      read: (_lng, ns, callback) => {
        if (ns === 'users') pending.push(callback);
        else callback(null, {});
      },
    };
    const i18n = await createI18n({ basePath: '', backend });
    function Page() {
      const { t } = useTranslation('users');
      return <h1>{t('title' as never)}</h1>;
    }
    const Wrapped = withNamespace('users', Page);
    render(
      <I18nextProvider i18n={i18n}>
        <Wrapped />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await act(async () => pending.forEach((callback) => callback(null, { title: 'Users' })));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeVisible();
  });

  it('renders React Aria in the portal language, not the browser language', async () => {
    const i18n = await createI18n({ basePath: '', backend: null });
    i18n.addResourceBundle('en', 'users', { title: 'Users' });
    i18n.addResourceBundle('de', 'users', { title: 'Benutzer' });
    // An empty date field: React Aria's placeholders ("tt.mm.jjjj", "mm/dd/yyyy") in the locale's order.
    function Page() {
      return (
        <DateField aria-label="Day">
          <DateInput data-testid="day">{(segment) => <DateSegment segment={segment} />}</DateInput>
        </DateField>
      );
    }
    const Wrapped = withNamespace('users', Page);
    render(
      <I18nextProvider i18n={i18n}>
        <Wrapped />
      </I18nextProvider>,
    );
    // The browser (jsdom) says en-US; the portal language decides.
    expect(navigator.language).toBe('en-US');
    await act(() => i18n.changeLanguage('de'));
    await waitFor(() => expect(screen.getByTestId('day').textContent).toMatch(/^tt\.mm\.jjjj$/));
    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('day').textContent).toMatch(/^mm\/dd\/yyyy$/));
  });
});
