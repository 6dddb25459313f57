// The inactivity warning appears before the timeout, "stay logged in" keeps the session, and
// without an answer the user is logged out; activity in another tab counts too.
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { InactivityGuard } from './inactivity-guard';
import { ACTIVITY_STORAGE_KEY } from './inactivity';

async function renderGuard(onLogout = vi.fn()) {
  const i18n = await createI18n({ basePath: '', backend: null });
  render(
    <I18nextProvider i18n={i18n}>
      <InactivityGuard timeoutSeconds={30} warningSeconds={10} onLogout={onLogout} />
    </I18nextProvider>,
  );
  return onLogout;
}

const advance = (seconds: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });

describe('InactivityGuard', () => {
  // The warning's modal code loads on first use: load it before the clock stops.
  beforeEach(async () => {
    await import('../../components/modal');
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => vi.useRealTimers());

  it('warns before the timeout and logs out when nobody answers', async () => {
    const onLogout = await renderGuard();
    await advance(19);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(2);
    const dialog = screen.getByRole('dialog', { name: 'You are about to be logged out' });
    expect(dialog).toHaveTextContent('You will be logged out in 9 seconds.');
    expect(onLogout).not.toHaveBeenCalled();
    await advance(10);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('"stay logged in" closes the warning and starts the time again', async () => {
    const onLogout = await renderGuard();
    await advance(22);
    await act(async () => screen.getByRole('button', { name: 'Stay logged in' }).click());
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(15);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('counts activity, but once warned only the button keeps the session', async () => {
    const onLogout = await renderGuard();
    await advance(15);
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown')));
    await advance(15);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(6);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown')));
    await advance(10);
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('follows activity in another tab through localStorage', async () => {
    const onLogout = await renderGuard();
    await advance(25);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now()));
    await advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onLogout).not.toHaveBeenCalled();
  });
});
