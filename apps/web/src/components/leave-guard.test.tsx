// The leave guard on the portal's router: links, navigate() and back/forward wait for the answer
// on a dirty page; a change of the query alone and a clean page pass; closing the tab is asked too.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render';
import { LeaveGuard } from './leave-guard';

function Editor({ onSave }: { onSave?: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <h1>Editor</h1>
      <button type="button" onClick={() => setDirty(true)}>
        Change
      </button>
      <Link to="/list">Elsewhere</Link>
      <Link to="/?tab=2">Other tab</Link>
      <LeaveGuard dirty={dirty} onSave={onSave} />
    </>
  );
}

const routes = (onSave?: () => Promise<boolean>) => [
  { path: '/', element: <Editor onSave={onSave} /> },
  { path: '/list', element: <h1>List page</h1> },
];
const ask = () => screen.findByRole('dialog', { name: 'Unsaved changes' });

/** At /list, then the editor (so there is a step back), with a change made. */
async function dirtyEditorAfterList(onSave?: () => Promise<boolean>) {
  const view = await renderApp({ path: '/list', routes: routes(onSave) });
  await act(() => view.router.navigate('/'));
  await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
  return view;
}

describe('LeaveGuard', () => {
  it('holds back the browser’s back button: stay keeps the page, discard goes back', async () => {
    const { router } = await dirtyEditorAfterList();
    await act(async () => router.go(-1));
    await ask();
    expect(router.state.location.pathname).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

    await act(async () => router.go(-1));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('holds back navigate(): save and leave goes on once saved, stays when saving fails', async () => {
    const onSave = vi.fn(async () => false);
    const { router } = await dirtyEditorAfterList(onSave);
    await act(() => router.navigate('/list'));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');

    onSave.mockResolvedValue(true);
    await act(() => router.navigate('/list'));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('lets a change of the query through, and asks again after staying', async () => {
    const { router } = await dirtyEditorAfterList();
    await userEvent.click(screen.getByRole('link', { name: 'Other tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(within(await ask()).getByRole('button', { name: 'Stay on this page' }));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await ask()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks the browser before the tab closes, only while there are changes', async () => {
    await renderApp({ path: '/', routes: routes() });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await screen.findByRole('heading', { name: 'Editor' });
    expect(unload()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await ask()).toBeInTheDocument();
  });
});
