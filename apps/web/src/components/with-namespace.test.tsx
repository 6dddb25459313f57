// The translation-loading wrapper: the loader until the page's namespace has arrived, then the page,
// in React Aria's locale of the portal language.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { BackendModule, ReadCallback } from 'i18next';
import { useDateFormatter } from 'react-aria/useDateFormatter';
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

  it('formats dates the React Aria way in the portal language, not the browser language', async () => {
    const i18n = await createI18n({ basePath: '', backend: null });
    i18n.addResourceBundle('en', 'users', { title: 'Users' });
    i18n.addResourceBundle('de', 'users', { title: 'Benutzer' });
    function Page() {
      const format = useDateFormatter({ dateStyle: 'long', timeZone: 'UTC' });
      return <p>{format.format(new Date('2026-11-23T12:00:00Z'))}</p>;
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
    expect(await screen.findByText('23. November 2026')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('November 23, 2026')).toBeVisible();
  });
});
