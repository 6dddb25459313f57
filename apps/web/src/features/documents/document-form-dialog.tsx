// Upload a document (one file at a time) or edit its name, description, subject and brands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_SUBJECTS,
  TEXT_MAX,
  documentFieldsSchema,
  type DocumentFields,
  type PortalDocument,
} from '@portal/shared';
import { PortalModal } from '../../components/modal';
import { Checkbox } from '../../components/checkbox';
import { SelectInput, TextInput } from '../../components/form-field';
import { useAccess } from '../../lib/access-context';
import { errorText, validationText } from '../../lib/error-text';
import { ACCEPTED_EXTENSIONS, fileProblem } from './file-rules';
import { useUpdateDocument, useUploadDocument } from './api/save-document';

type Errors = Partial<Record<keyof DocumentFields | 'file', string>>;

export function DocumentFormDialog(props: { document?: PortalDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const { access } = useAccess();
  const editing = props.document;
  const myBrands = (access?.brands ?? []).filter((b) => b.status === 'ACTIVE');
  const [fields, setFields] = useState<DocumentFields>({
    name: editing?.name ?? '',
    description: editing?.description ?? '',
    subject: editing?.subject ?? ('' as DocumentFields['subject']),
    brands: editing ? editing.brands.map((b) => b.id) : myBrands.slice(0, 1).map((b) => b.id),
  });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const saving = upload.isPending || update.isPending;
  const failure = upload.error ?? update.error;
  const set = <K extends keyof DocumentFields>(key: K, value: DocumentFields[K]) =>
    setFields((f) => ({ ...f, [key]: value }));

  const submit = () => {
    const found: Errors = {};
    const parsed = documentFieldsSchema.safeParse(fields);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof DocumentFields;
        const text = validationText(t, issue.message);
        found[key] ??= key === 'brands' ? `${text} ${t('documents.brands')}` : text;
      }
    const problem = editing ? null : fileProblem(files);
    if (problem) found.file = validationText(t, problem);
    setErrors(found);
    if (!parsed.success || problem) return;
    const done = { onSuccess: props.onClose };
    if (editing) update.mutate({ id: editing.id, fields: parsed.data }, done);
    else upload.mutate({ fields: parsed.data, file: files[0]! }, done);
  };

  return (
    <PortalModal
      isOpen
      title={editing ? t('documents.editTitle') : t('documents.uploadTitle')}
      confirmLabel={editing ? t('common.save') : t('documents.upload')}
      onConfirm={submit}
      onCancel={props.onClose}
      isLoading={saving}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="font-semibold text-danger">
            {t('validation.correctErrors')}
          </p>
        )}
        {failure && (
          <p role="alert" className="font-semibold text-danger">
            {errorText(t, failure)}
          </p>
        )}
        {!editing && (
          <div
            className="grid gap-1"
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              setFiles([...e.dataTransfer.files]);
            }}
          >
            <label htmlFor="document-file" className="font-semibold">
              {t('documents.file')}
            </label>
            <input
              id="document-file"
              type="file"
              accept={ACCEPTED_EXTENSIONS.join(',')}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby="document-file-hint document-file-error"
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
              className="field"
            />
            <p id="document-file-hint" className="text-sm text-muted-fg">
              {t('documents.fileHint', { types: ACCEPTED_EXTENSIONS.join(', '), maxMb: 10 })}
            </p>
            {errors.file && (
              <p id="document-file-error" className="text-sm font-semibold text-danger">
                {errors.file}
              </p>
            )}
          </div>
        )}
        <TextInput
          label={t('documents.name')}
          value={fields.name}
          onChange={(v) => set('name', v)}
          maxLength={TEXT_MAX}
          error={errors.name}
          required
        />
        <TextInput
          label={t('documents.description')}
          value={fields.description}
          onChange={(v) => set('description', v)}
          maxLength={TEXT_MAX}
          error={errors.description}
          multiline
        />
        <SelectInput
          label={t('documents.subject')}
          value={fields.subject}
          onChange={(v) => set('subject', v as DocumentFields['subject'])}
          placeholder={t('documents.chooseSubject')}
          options={DOCUMENT_SUBJECTS.map((s) => ({
            value: s,
            label: t(`documents.subjects.${s}`),
          }))}
          error={errors.subject}
          required
        />
        <fieldset aria-describedby={errors.brands ? 'document-brands-error' : undefined}>
          <legend className="font-semibold">{t('documents.brands')}</legend>
          {myBrands.map((b) => (
            <Checkbox
              key={b.id}
              isSelected={fields.brands.includes(b.id)}
              onChange={(on) =>
                set(
                  'brands',
                  on ? [...fields.brands, b.id] : fields.brands.filter((id) => id !== b.id),
                )
              }
            >
              {b.name}
            </Checkbox>
          ))}
          {errors.brands && (
            <p id="document-brands-error" className="text-sm font-semibold text-danger">
              {errors.brands}
            </p>
          )}
        </fieldset>
      </form>
    </PortalModal>
  );
}
