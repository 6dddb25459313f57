// The frame every catalogue editor shares: loading, read-only view, save with the version it was
// loaded at, delete with confirmation, the success dialog and the question on leaving unsaved.
import { useRef, useState, type ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorKeyOf } from '@portal/shared';
import { LoaderOverlay } from '../../../components/loader-overlay';
import { LazyModal } from '../../../components/modal-host';
import { ApiError } from '../../../lib/api-client';
import { catalogKeys, type CatalogResource } from '../api/query-keys';
import { Form, SubmitButton } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorText } from './api-errors';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { AlertText } from '../../../components/alert-text';

interface Versioned {
  id: number;
  version: number;
  updatedAt: string;
  modifiedBy: string | null;
}

export interface EditorDefinition<E extends Versioned, F extends FieldValues, I> {
  resource: CatalogResource;
  listPath: string;
  editPath: (id: number) => string;
  titles: { create: string; edit: string; view: string };
  emptyForm: F;
  toForm: (entry: E) => F;
  toInput: (values: F) => unknown;
  schema: z.ZodType<I>;
  nameOf: (values: F) => string;
  create: (input: I) => Promise<E>;
  update: (id: number, version: number, input: I) => Promise<E>;
  remove: (id: number, version: number) => Promise<void>;
  /** The fields, wired to the form by name; read-only comes from the form. */
  fields: ReactNode;
  /** More buttons next to Save (the announcement preview), inside the form. */
  actions?: ReactNode;
}

export interface EditorPageProps<E extends Versioned, F extends FieldValues, I> {
  definition: EditorDefinition<E, F, I>;
  id: number | undefined;
  query: UseQueryResult<E>;
  canWrite: boolean;
}

export function CatalogEditorPage<E extends Versioned, F extends FieldValues, I>({
  definition,
  id,
  query,
  canWrite,
}: EditorPageProps<E, F, I>) {
  const { t } = useTranslation('catalog');
  const [savedOpen, setSavedOpen] = useState(false);
  const title =
    id === undefined
      ? definition.titles.create
      : canWrite
        ? definition.titles.edit
        : definition.titles.view;
  let body: ReactNode;
  if (id !== undefined && query.isPending) body = <LoaderOverlay />;
  else if (id !== undefined && (query.isError || !query.data))
    body = (
      <AlertText className="mt-6">
        {query.error instanceof ApiError && query.error.status === 404
          ? t('errors.notFound')
          : errorText(t, query.error)}
      </AlertText>
    );
  else
    body = (
      <EditorForm
        key={query.data?.id ?? 'new'}
        definition={definition}
        entry={query.data}
        canWrite={canWrite}
        refetch={async () => (await query.refetch()).data}
        onSaved={() => setSavedOpen(true)}
      />
    );
  return (
    <section className="page relative">
      <p>
        <Link to={definition.listPath} className="link">
          {t('editor.backToList')}
        </Link>
      </p>
      <h1 className="page-title mt-2">{title}</h1>
      {body}
      <LazyModal
        isOpen={savedOpen}
        title={t('editor.savedTitle')}
        content={t('editor.savedText')}
        confirmLabel={t('editor.ok')}
        onConfirm={() => setSavedOpen(false)}
        onExit={() => setSavedOpen(false)}
      />
    </section>
  );
}

interface EditorFormProps<E extends Versioned, F extends FieldValues, I> {
  definition: EditorDefinition<E, F, I>;
  entry: E | undefined;
  canWrite: boolean;
  refetch: () => Promise<E | undefined>;
  onSaved: () => void;
}

function EditorForm<E extends Versioned, F extends FieldValues, I>({
  definition: d,
  entry,
  canWrite,
  refetch,
  onSaved,
}: EditorFormProps<E, F, I>) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(entry);
  const form = useZodForm<F>({
    schema: d.schema,
    defaultValues: (entry ? d.toForm(entry) : d.emptyForm) as DefaultValues<F>,
    toInput: d.toInput,
  });
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const readOnly = !canWrite;
  const navigationAllowed = useRef(false);

  /** Saves valid values; `leaving` when the user is on the way out (no dialog, no new address). */
  async function save(values: F, leaving: boolean): Promise<boolean> {
    const input = d.schema.parse(d.toInput(values));
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = current
        ? await d.update(current.id, current.version, input)
        : await d.create(input);
      queryClient.setQueryData(catalogKeys.one(d.resource, saved.id), saved);
      setCurrent(saved);
      form.reset(d.toForm(saved));
      if (!leaving) {
        onSaved();
        if (!current) {
          navigationAllowed.current = true;
          void navigate(d.editPath(saved.id), { replace: true });
        }
      }
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!current) return;
    setBusy(true);
    try {
      await d.remove(current.id, current.version);
      navigationAllowed.current = true;
      void navigate(d.listPath);
    } catch (error) {
      setFailure(error);
      setConfirmDelete(false);
    } finally {
      setBusy(false);
    }
  }

  async function reload() {
    const fresh = await refetch();
    if (!fresh) return;
    setCurrent(fresh);
    form.reset(d.toForm(fresh));
    setFailure(undefined);
  }

  const conflict =
    failure instanceof ApiError &&
    failure.status === 409 &&
    errorKeyOf(failure.body) === 'catalog:errors.versionConflict';
  return (
    <Form
      form={form}
      readOnly={readOnly}
      guardLeaving
      leaveAllowed={navigationAllowed}
      onSubmit={(values, { leaving }) => save(values, leaving)}
      aria-label={current ? d.titles.edit : d.titles.create}
      className="mt-4 grid gap-6"
    >
      {current && (
        <p className="text-sm text-muted-fg">
          {t('editor.lastChanged', {
            date: new Date(current.updatedAt).toLocaleString(i18n.language),
            by: current.modifiedBy ?? '-',
          })}
        </p>
      )}
      {readOnly && <ReadOnlyNotice />}
      {failure !== undefined && (
        <div role="alert" className="rounded-md border-l-4 border-danger bg-surface p-3">
          <p className="font-semibold text-danger">{errorText(t, failure)}</p>
          {conflict && (
            <button type="button" className="btn-secondary mt-2" onClick={() => void reload()}>
              {t('editor.reload')}
            </button>
          )}
        </div>
      )}
      <div className="grid gap-6 rounded-md border border-muted bg-surface p-4 md:p-6">
        {d.fields}
      </div>
      <div className="flex flex-wrap gap-3">
        {d.actions}
        <SubmitButton busy={busy}>{busy ? t('editor.saving') : t('editor.save')}</SubmitButton>
        {canWrite && current && (
          <button
            type="button"
            className="btn-danger"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            {t('editor.delete')}
          </button>
        )}
      </div>
      <LazyModal
        isOpen={confirmDelete}
        danger
        isLoading={busy}
        title={t('editor.deleteTitle', { name: d.nameOf(form.getValues()) })}
        content={t('editor.deleteText')}
        confirmLabel={t('editor.delete')}
        cancelLabel={t('editor.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Form>
  );
}
