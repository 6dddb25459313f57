// The translation-loading wrapper: the loader until the page's namespace has arrived, then the page.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { BackendModule, ReadCallback } from 'i18next';
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
});
