// The tabs pattern: one tab stop, arrow keys and Home/End move and select, the panel named by its tab.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTabs } from './tabs';

const IDS = ['profile', 'locations', 'history'] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof IDS)[number]>('profile');
  const tabs = useTabs(IDS, tab, setTab);
  return (
    <>
      <div {...tabs.tabList} aria-label="Sections">
        {IDS.map((id) => (
          <button key={id} {...tabs.tab(id)}>
            {id}
          </button>
        ))}
      </div>
      <div {...tabs.panel(tab)}>
        <input aria-label={`${tab} field`} />
      </div>
    </>
  );
}

describe('useTabs', () => {
  it('moves and selects with the arrow keys, Home and End, with one tab stop', async () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const locations = screen.getByRole('tab', { name: 'locations' });
    expect(locations).toHaveFocus();
    expect(locations).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'locations' })).toContainElement(
      screen.getByLabelText('locations field'),
    );
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'history' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'profile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'history' })).toHaveFocus();
    // The next tab stop is in the panel, not the other tabs.
    await userEvent.tab();
    expect(screen.getByLabelText('history field')).toHaveFocus();
  });
});
