// The searchable filter picker (the users list's Location filter): from the search field the arrow
// key reaches the options, and Enter on one chooses it.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';
import { FilterPicker } from './filter-picker';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <FilterPicker
        label="Location"
        value={value}
        allLabel="All"
        choices={[
          ['1', 'Busan Equipment (ATL-0001)'],
          ['2', 'Busan Parts (ATL-0002)'],
          ['3', 'Lyon Depot (ATL-0003)'],
        ]}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('FilterPicker', () => {
  it('moves from the search field into the options with ArrowDown', async () => {
    const i18n = await createI18n({ basePath: '', backend: null });
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Location/ }));
    const search = await screen.findByRole('searchbox', { name: 'Search Location' });
    await user.type(search, 'busan');
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Busan Equipment (ATL-0001)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });
});
