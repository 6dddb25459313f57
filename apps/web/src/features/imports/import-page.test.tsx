// The bulk import pages: the column guide, the browser's file checks, upload to preview (counts,
// errors, Apply only without errors), the streamed apply and its result, and the history.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render';
import { apiRequests } from '../../test/server';
import {
  historyAnswer,
  importSummary,
  invalidSummary,
  ndjsonResponse,
  rowErrors,
} from '../../test/imports-data';

// The lazy page's first load takes long when the machine is busy (seen: 9 s at load 24).
const WAIT = { timeout: 15_000 };
const ADMIN = { access: { features: [FEATURES.bulkImportWrite] } };
const RUNS = '/admin/imports/identities/runs';
const user = () => userEvent.setup({ applyAccept: false });
const csv = (name = 'new-users.csv') => new File(['email\n'], name, { type: 'text/csv' });

function render(path: string, api: Record<string, unknown> = {}) {
  return renderApp({ path, persona: ADMIN, api: { [RUNS]: historyAnswer([]), ...api } });
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Apply, answered in the dialog that asks first. */
async function applyConfirmed() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }, WAIT));
  const ask = await screen.findByRole('dialog', { name: /^Apply / }, WAIT);
  await userEvent.click(within(ask).getByRole('button', { name: 'Apply' }));
}

describe('bulk import page', () => {
  it('explains every column of the users file and offers both templates', async () => {
    await render('/admin/wsr-bulk-assignments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WSR Bulk Assignment' }, WAIT),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Columns of the file' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    const email = within(table).getByText('email').closest('tr')!;
    expect(within(email).getByText('Yes')).toBeInTheDocument();
    expect(within(email).getByText('jane.doe@example.com')).toBeInTheDocument();
    expect(
      within(table).getByText('Location codes; the first is the preferred location.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV template' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XLSX template' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
  });

  it('refuses a wrong file type and more than one file without sending anything', async () => {
    await render('/admin/orgs-bulk-assignments', {
      '/admin/imports/organizations/runs': historyAnswer([]),
    });
    await screen.findByRole('button', { name: 'Choose a file' }, WAIT);
    await user().upload(fileInput(), new File(['x'], 'locations.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid File Type');
    await user().upload(fileInput(), [csv('a.csv'), csv('b.csv')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only upload 1 item at the time',
    );
    expect(apiRequests({ method: 'POST' })).toEqual([]);
  });

  it("shows the server's refusal of a file in the user's language, with its details", async () => {
    await render('/admin/wsr-bulk-assignments', {
      [`POST ${RUNS}`]: new ApiError(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Missing columns: email, locations',
        details: { key: 'imports:fileErrors.MISSING_COLUMNS' },
      }),
    });
    await screen.findByRole('button', { name: 'Choose a file' }, WAIT);
    await user().upload(fileInput(), csv());
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Required columns are missing from the file');
    expect(alert).toHaveTextContent('Missing columns: email, locations');
    // The file went as part `file`, with the bearer token (jsdom's XMLHttpRequest renames the file
    // "blob" on the way to the mock server, so only the part is checked).
    const [upload] = apiRequests({ method: 'POST', path: RUNS });
    expect(upload?.headers?.get('authorization')).toMatch(/^Bearer /);
    expect((upload?.body as FormData).has('file')).toBe(true);
  });

  it('shows the preview of a file with errors: counts, translated errors, no Apply', async () => {
    await render('/admin/wsr-bulk-assignments', {
      [`POST ${RUNS}`]: invalidSummary,
      [`${RUNS}/41/errors`]: { items: rowErrors, total: 2 },
    });
    await screen.findByRole('button', { name: 'Choose a file' }, WAIT);
    await user().upload(fileInput(), csv());
    const counts = await screen.findByLabelText('Rows of the file', {}, WAIT);
    const figure = (term: string) => within(counts).getByText(term).nextElementSibling?.textContent;
    expect([figure('Rows'), figure('To create'), figure('To update'), figure('Errors')]).toEqual([
      '5',
      '2',
      '1',
      '2',
    ]);
    expect(screen.getByText('Ignored columns: notes')).toBeInTheDocument();
    const errors = await screen.findByRole('table', { name: 'Errors of the file' });
    const row = within(errors).getByText('Invalid e-mail address').closest('tr')!;
    expect(within(row).getByText('jane.example.com')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(errors).getByText('Unknown location')).toBeInTheDocument();
    // Apply stays focusable and says why it may not run; pressing it asks nothing.
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toHaveAccessibleDescription(
      'The file has errors. Correct them and upload the file again: nothing is applied while a row has an error.',
    );
    await userEvent.click(apply);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download report' })).toBeInTheDocument();
    expect(apiRequests({ method: 'POST', path: RUNS })).toHaveLength(1);
  });

  it('applies a clean file from the streamed progress and shows what was done', async () => {
    const applied = importSummary({ status: 'APPLIED', appliedAt: '2026-11-20T09:16:00.000Z' });
    await render('/admin/wsr-bulk-assignments', {
      [`POST ${RUNS}`]: importSummary(),
      [`POST ${RUNS}/41/apply`]: () =>
        ndjsonResponse([
          '{"type":"progress","done":2,"total":5}\n{"type":"pro',
          'gress","done":5,"total":5}\n',
          `${JSON.stringify({ type: 'done', summary: applied })}\n`,
        ]),
    });
    await screen.findByRole('button', { name: 'Choose a file' }, WAIT);
    await user().upload(fileInput(), csv());
    const apply = await screen.findByRole('button', { name: 'Apply' }, WAIT);
    expect(
      screen.getByText('No errors found. Apply the file to make these changes.'),
    ).toBeVisible();
    await userEvent.click(apply);
    // Asked once, with what it will change; nothing is applied before the answer.
    const ask = await screen.findByRole('dialog', { name: /^Apply / }, WAIT);
    expect(ask).toHaveTextContent(
      /New records: \d+\. Changed records: \d+\. Rows that stay as they are: \d+\./,
    );
    expect(apiRequests({ method: 'POST' }).filter((r) => r.path.endsWith('/apply'))).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByRole('heading', { name: 'The import was applied' }, WAIT),
    ).toBeInTheDocument();
    const counts = screen.getByLabelText('What was done');
    expect(within(counts).getByText('Created').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Go to the users list' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
  });

  it('shows the upload as a progress bar while the server checks the file', async () => {
    await render('/admin/wsr-bulk-assignments', {
      [`POST ${RUNS}`]: () => new Promise(() => {}),
    });
    await screen.findByRole('button', { name: 'Choose a file' }, WAIT);
    await user().upload(fileInput(), csv());
    expect(
      await screen.findByRole('progressbar', { name: /new-users\.csv/ }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
  });

  it('says nothing was changed when the stream ends in failure', async () => {
    await render('/admin/wsr-bulk-assignments?run=41', {
      [`${RUNS}/41`]: importSummary(),
      [`POST ${RUNS}/41/apply`]: () =>
        ndjsonResponse([
          '{"type":"progress","done":1,"total":5}\n',
          '{"type":"failed","message":"Deadlock detected; the import was rolled back"}\n',
        ]),
    });
    await applyConfirmed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The import failed; nothing was changed.');
    expect(alert).toHaveTextContent('Deadlock detected; the import was rolled back');
    expect(screen.queryByRole('heading', { name: 'The import was applied' })).toBeNull();
  });

  it('shows the translated reason when the server refuses to apply', async () => {
    await render('/admin/wsr-bulk-assignments?run=41', {
      [`${RUNS}/41`]: importSummary(),
      [`POST ${RUNS}/41/apply`]: new ApiError(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Another import is running',
        details: { key: 'imports:fileErrors.IMPORT_BUSY' },
      }),
    });
    await applyConfirmed();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another import is being applied. Try again in a moment.',
    );
  });

  it('lists earlier imports and opens one', async () => {
    const { router } = await render('/admin/wsr-bulk-assignments', {
      [RUNS]: historyAnswer([invalidSummary]),
      [`${RUNS}/41`]: invalidSummary,
      [`${RUNS}/41/errors`]: { items: rowErrors, total: 2 },
    });
    const history = await screen.findByRole('table', { name: 'Previous imports' }, WAIT);
    expect(within(history).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(history).getByText('Has errors')).toBeInTheDocument();
    expect(apiRequests({ path: RUNS }).at(-1)?.query).toEqual({ page: '1', pageSize: '10' });
    await userEvent.click(within(history).getByRole('link', { name: /new-users\.csv/ }));
    expect(await screen.findByRole('heading', { name: 'Preview of new-users.csv' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?run=41'));
  });
});
