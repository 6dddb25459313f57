// The editor frame: read-only for readers, saving with the loaded version and a success dialog,
// the question on leaving with changes, and the reload offered on a version conflict.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { page, renderApp } from '../../../test/render';
import { CatalogEditorPage, type EditorDefinition } from './editor-page';
import { TextField } from '../../../components/form/fields';

interface Thing {
  id: number;
  version: number;
  name: string;
  updatedAt: string;
  modifiedBy: string | null;
}
type Form = { name: string };
const schema = z.object({ name: z.string().trim().min(1, { error: 'Value is required' }) });
const stored: Thing = {
  id: 7,
  version: 3,
  name: 'Counter',
  updatedAt: '2026-05-01T10:00:00Z',
  modifiedBy: 'ada',
};

function Editor(props: {
  canWrite: boolean;
  update: EditorDefinition<Thing, Form, Form>['update'];
  load?: () => Promise<Thing>;
}) {
  const query = useQuery({ queryKey: ['thing'], queryFn: props.load ?? (async () => stored) });
  const definition: EditorDefinition<Thing, Form, Form> = {
    resource: 'permission-sets',
    listPath: '/list',
    editPath: (id) => `/${id}`,
    titles: { create: 'New thing', edit: 'Edit thing', view: 'View thing' },
    emptyForm: { name: '' },
    toForm: (t) => ({ name: t.name }),
    toInput: (f) => f,
    schema,
    nameOf: (f) => f.name,
    create: vi.fn(),
    update: props.update,
    remove: vi.fn(),
    fields: <TextField<Form> name="name" label="Name" required />,
  };
  return (
    <>
      <CatalogEditorPage definition={definition} id={7} query={query} canWrite={props.canWrite} />
      <Link to="/list">Elsewhere</Link>
    </>
  );
}

describe('CatalogEditorPage', () => {
  it('shows a reader the entry without save or delete', async () => {
    await renderApp({ path: '/', routes: page(<Editor canWrite={false} update={vi.fn()} />) });
    // Issue 25 item 7: values as text (not disabled inputs), titled "View …", no required marks.
    expect(await screen.findByRole('group', { name: 'Name' })).toHaveTextContent('Counter');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('View thing');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'You can view this page but not change it: your role allows reading only.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('validates, saves with the loaded version and confirms with a dialog', async () => {
    const update = vi.fn(async (_id: number, _version: number, input: Form) => ({
      ...stored,
      ...input,
      version: 4,
    }));
    await renderApp({ path: '/', routes: page(<Editor canWrite update={update} />) });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the errors marked')).toBeInTheDocument();
    expect(screen.getByText('Value is required')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
    await userEvent.type(name, 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(7, 3, { name: 'Front desk' });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.type(name, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenLastCalledWith(7, 4, { name: 'Front desk!' }));
  });

  it('asks before leaving with changes: stay keeps them, discard leaves', async () => {
    const { router } = await renderApp({
      path: '/',
      routes: page(<Editor canWrite update={vi.fn()} />),
    });
    await userEvent.type(await screen.findByLabelText('Name'), ' 2');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Do you want to save them before you leave?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Counter 2');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    await renderApp({ path: '/', routes: page(<Editor canWrite update={vi.fn()} />) });
    await screen.findByLabelText('Name');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
  });

  it('offers to reload on a version conflict', async () => {
    const conflict = new ApiError(409, {
      message: 'stale',
      code: 'CONFLICT',
      details: { key: 'catalog:errors.versionConflict' },
    });
    let version = 3;
    const load = async () => ({
      ...stored,
      version,
      name: version === 3 ? 'Counter' : 'Changed elsewhere',
    });
    await renderApp({
      path: '/',
      routes: page(<Editor canWrite update={vi.fn().mockRejectedValue(conflict)} load={load} />),
    });
    await userEvent.type(await screen.findByLabelText('Name'), ' mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this entry/)).toBeInTheDocument();
    version = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Reload the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Changed elsewhere'));
    expect(screen.queryByText(/Someone else changed this entry/)).not.toBeInTheDocument();
  });
});
