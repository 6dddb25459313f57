// The filter bar: every filter in view on a wide screen; on a phone the filters fold behind one
// button that names how many are set.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';
import { FilterBar, FilterSelect } from './filter-bar';

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function screenWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

async function renderBar() {
  const i18n = await createI18n({ basePath: '', backend: null });
  const onReset = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FilterBar
        label="Search and filters"
        className=""
        search={<input aria-label="Search" />}
        searchClassName=""
        resetLabel="Reset filters"
        onReset={onReset}
        activeFilters={2}
      >
        <FilterSelect
          label="Status"
          value=""
          allLabel="All"
          choices={[['A', 'Active']]}
          onChange={() => {}}
        />
      </FilterBar>
    </I18nextProvider>,
  );
  return onReset;
}

describe('FilterBar', () => {
  it('shows the search and every filter on a wide screen', async () => {
    screenWide(true);
    await renderBar();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument();
  });

  it('folds the filters behind one button on a phone, the search staying in view', async () => {
    screenWide(false);
    const onReset = await renderBar();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /^Filters\s*2$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalled();
  });
});
