// The searchable multi-select: tags of the chosen values, filtering, the spec's messages, limits.
import { useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Key } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../lib/i18n';
import { MultiSelect, type Option } from './multi-select';

const BRANDS: Option[] = [
  { id: 1, label: 'Atlas' },
  { id: 2, label: 'Atlas Portable Power' },
  { id: 3, label: 'Corvid' },
  { id: 4, label: 'Kestrel' },
];

function Harness(props: { options?: Option[]; initial?: Key[]; max?: number; readOnly?: boolean }) {
  const [selected, setSelected] = useState<Key[]>(props.initial ?? []);
  return (
    <>
      <MultiSelect
        label="Brands"
        options={props.options ?? BRANDS}
        selected={selected}
        onChange={setSelected}
        max={props.max}
        readOnly={props.readOnly ?? false}
      />
      <output>{selected.join(',')}</output>
    </>
  );
}

async function renderWith(element: ReactElement) {
  const i18n = await createI18n({ basePath: '', backend: null });
  render(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

async function open() {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose Brands' }));
  return screen.findByRole('listbox', { name: 'Brands' });
}

describe('MultiSelect', () => {
  it('chooses and removes values, shown as tags', async () => {
    await renderWith(<Harness initial={[3]} />);
    expect(
      within(await screen.findByRole('grid', { name: 'Brands' })).getByRole('row', {
        name: 'Corvid',
      }),
    ).toBeInTheDocument();
    const list = await open();
    await userEvent.click(within(list).getByRole('option', { name: 'Kestrel' }));
    expect(document.querySelector('output')).toHaveTextContent('3,4');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Corvid' }));
    expect(document.querySelector('output')).toHaveTextContent(/^4$/);
  });

  it('moves between tags with the arrow keys and removes the focused one with Delete', async () => {
    await renderWith(<Harness initial={[1, 3, 4]} />);
    const grid = await screen.findByRole('grid', { name: 'Brands' });
    await userEvent.tab();
    expect(within(grid).getByRole('row', { name: 'Atlas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(grid).getByRole('row', { name: 'Corvid' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(document.querySelector('output')).toHaveTextContent(/^1,4$/);
    expect(within(grid).getByRole('row', { name: 'Kestrel' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(within(grid).getByRole('row', { name: 'Atlas' })).toHaveFocus();
    // One tab stop for the tags: the next one is the chooser button.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose Brands' })).toHaveFocus();
  });

  it('filters by the search text and says when nothing matches', async () => {
    await renderWith(<Harness />);
    const list = await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Brands' }), 'atl');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Atlas', 'Atlas Portable Power']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Brands' }), 'xyz');
    expect(
      await screen.findByText('No elements found. Consider changing the search query.'),
    ).toBeInTheDocument();
  });

  it('says when the list is empty', async () => {
    await renderWith(<Harness options={[]} />);
    await open();
    expect(await screen.findByText('List is empty.')).toBeInTheDocument();
  });

  it('stops at the maximum with the spec message', async () => {
    await renderWith(<Harness initial={[1]} max={2} />);
    const list = await open();
    await userEvent.click(within(list).getByRole('option', { name: 'Corvid' }));
    expect(await screen.findByText('Maximum of 2 options selected')).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Kestrel' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(list).getByRole('option', { name: 'Kestrel' }));
    expect(document.querySelector('output')).toHaveTextContent(/^1,3$/);
  });

  it('shows at most 1000 options', { timeout: 30_000 }, async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ id: i + 1, label: `Role ${i + 1}` }));
    await renderWith(<Harness options={many} />);
    await open();
    expect(
      await screen.findByText(
        'Showing the first 1000 options. Narrow the search to see the others.',
      ),
    ).toBeInTheDocument();
  });

  it('is read-only without a chooser or remove buttons', async () => {
    await renderWith(<Harness initial={[1]} readOnly />);
    expect(await screen.findByRole('row', { name: 'Atlas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose|Remove/ })).not.toBeInTheDocument();
  });
});
