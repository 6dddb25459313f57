// The document library: grouped by subject, sortable, filtered through the address, downloads;
// management for admin:documents:write with the upload checks of spec section 5.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../test/render-portal';
import { makeDocument, signedInApi } from '../../test/experience-fixtures';

const DOCS = [
  makeDocument('Warranty claim guide', { subject: 'Warranty', sizeBytes: 3 * 1024 * 1024 }),
  makeDocument('Brand guidelines', { subject: 'Marketing' }),
  makeDocument('Dealer handbook', { subject: 'General', description: 'Policies and contacts' }),
  makeDocument('Annual report', { subject: 'General', updatedAt: '2025-01-01T00:00:00Z' }),
];

/** The first render loads the lazy page and the table library: slower on a busy machine. */
const WAIT = { timeout: 5000 };

const api = (features = ['documents:view'], extra: Record<string, unknown> = {}) =>
  signedInApi({ features }, { '/documents': DOCS, ...extra });

describe('documents page', () => {
  it('groups by subject in the spec’s order and sorts by name, then by a clicked column', async () => {
    await renderPortal({ path: '/documents', api: api() });
    const table = await screen.findByRole('table', { name: 'Documents' }, WAIT);
    const groups = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(groups).toEqual(['General(2)', 'Marketing(1)', 'Warranty(1)']);
    const names = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell')[0]?.textContent)
        .filter(Boolean);
    expect(names()).toEqual([
      'Annual report',
      'Dealer handbookPolicies and contacts',
      'Brand guidelines',
      'Warranty claim guide',
    ]);
    await userEvent.click(within(table).getByRole('button', { name: 'Updated' }));
    expect(within(table).getByRole('columnheader', { name: 'Updated' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Updated' }));
    expect(names().slice(0, 2)).toEqual(['Dealer handbookPolicies and contacts', 'Annual report']);
    expect(within(table).getByText(/3 MB/)).toBeVisible();
  });

  it('collapses and expands a subject', async () => {
    await renderPortal({ path: '/documents', api: api() });
    const general = await screen.findByRole('button', { name: /General/, expanded: true }, WAIT);
    await userEvent.click(general);
    expect(general).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Annual report')).not.toBeInTheDocument();
    await userEvent.click(general);
    expect(screen.getByText('Annual report')).toBeVisible();
  });

  it('filters by the subject in the address and by search text', async () => {
    const { api: client, router } = await renderPortal({
      path: '/documents?subject=Parts',
      api: api(),
    });
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('Parts');
    expect(client.get).toHaveBeenCalledWith(
      '/documents',
      expect.objectContaining({ query: { subject: 'Parts', search: undefined } }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'claim');
    await waitFor(() =>
      expect(client.get).toHaveBeenCalledWith(
        '/documents',
        expect.objectContaining({ query: { subject: 'Parts', search: 'claim' } }),
      ),
    );
    expect(router.state.location.search).toBe('?subject=Parts&search=claim');
  });

  it('downloads a file under its own name', async () => {
    const createObjectURL = vi.fn(() => 'blob:doc');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const guide = DOCS[0]!;
    const { api: client } = await renderPortal({
      path: '/documents',
      api: api(['documents:view'], {
        [`BLOB /documents/${guide.id}/content`]: new Blob(['%PDF-']),
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download Warranty claim guide' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(client.blob).toHaveBeenCalledWith(`/documents/${guide.id}/content`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('warranty-claim-guide.pdf');
  });

  it('readers get no management buttons', async () => {
    await renderPortal({ path: '/documents', api: api() });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});

describe('document management', () => {
  const admin = ['documents:view', 'admin:documents:write'];

  it('checks the upload: one file, an allowed type, required fields', async () => {
    const { api: client } = await renderPortal({ path: '/documents', api: api(admin) });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await userEvent.upload(within(dialog).getByLabelText('File'), new File(['MZ'], 'tool.exe'), {
      applyAccept: false,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Please correct the errors marked')).toBeVisible();
    expect(within(dialog).getByText('Invalid File Type')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      'Value is required',
    );
    expect(client.upload).not.toHaveBeenCalled();
  });

  it('uploads one document with its fields', async () => {
    const { api: client } = await renderPortal({
      path: '/documents',
      api: api(admin, { 'UPLOAD /documents': makeDocument('New price list') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await userEvent.upload(
      within(dialog).getByLabelText('File'),
      new File(['%PDF-'], 'prices.pdf'),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'New price list');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: /Subject/ }),
      'Sales',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(client.upload).toHaveBeenCalled());
    const form = vi.mocked(client.upload).mock.calls[0]![1];
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      name: 'New price list',
      description: '',
      subject: 'Sales',
      brands: '1',
    });
    expect((form.get('file') as File).name).toBe('prices.pdf');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after a confirmation', async () => {
    const doomed = DOCS[1]!;
    const { api: client } = await renderPortal({
      path: '/documents',
      api: api(admin, { [`DELETE /documents/${doomed.id}`]: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Brand guidelines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(client.delete).toHaveBeenCalledWith(`/documents/${doomed.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
