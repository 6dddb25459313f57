// The async combo box: results load after typing, arrow keys and Enter choose one, the field empties.
import { useEffect, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { AsyncComboBox } from './combo-box';

interface Person {
  id: number;
  name: string;
}
const PEOPLE: Person[] = [
  { id: 1, name: 'Ada Admin' },
  { id: 2, name: 'Dan Dealer' },
  { id: 3, name: 'Dana Dealer' },
];

/** Answers like a server: after a delay, the people whose name contains the text. */
function Harness({ onSelect }: { onSelect: (p: Person) => void }) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState({ text: '', items: [] as Person[] });
  useEffect(() => {
    const timer = setTimeout(() => {
      const items = PEOPLE.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()));
      setAnswer({ text, items });
    }, 50);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <AsyncComboBox
      label="Find people"
      resultsLabel="Matching people"
      inputValue={text}
      onInputChange={setText}
      items={answer.items}
      itemKey={(p) => p.id}
      itemText={(p) => p.name}
      onSelect={onSelect}
      isLoading={answer.text !== text}
    />
  );
}

async function renderHarness() {
  const i18n = await createI18n({ basePath: '', backend: null });
  const onSelect = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <Harness onSelect={onSelect} />
    </I18nextProvider>,
  );
  return onSelect;
}

describe('AsyncComboBox', () => {
  it('shows the results loaded for the text and chooses one with the keyboard', async () => {
    const onSelect = await renderHarness();
    const input = screen.getByRole('combobox', { name: 'Find people' });
    await userEvent.type(input, 'dea');
    const list = await screen.findByRole('listbox', { name: /Matching people/ });
    // Until the answer for "dea" arrives the list may show the results of "de".
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Dan Dealer', 'Dana Dealer']),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[2]);
    expect(input).toHaveValue('');
  });

  it('waits for two letters, and says when nothing matches', async () => {
    await renderHarness();
    const input = screen.getByRole('combobox', { name: 'Find people' });
    await userEvent.type(input, 'x');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 'y');
    expect(await screen.findByText('No matches found.')).toBeInTheDocument();
  });

  it('marks the active result for screen readers, closes with Escape, opens with Arrow Down; a click chooses', async () => {
    const onSelect = await renderHarness();
    const input = screen.getByRole('combobox', { name: 'Find people' });
    await userEvent.type(input, 'dan');
    const list = await screen.findByRole('listbox', { name: 'Matching people' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const first = within(list).getByRole('option', { name: 'Dan Dealer' });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('dan');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Dana Dealer' }));
    expect(onSelect).toHaveBeenCalledWith(PEOPLE[2]);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });
});
