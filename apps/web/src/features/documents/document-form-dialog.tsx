// Upload a document (one file at a time) or edit its name, description, subject and brands.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SUBJECTS,
  TEXT_MAX,
  documentFieldsSchema,
  type DocumentFields,
  type PortalDocument,
} from '@portal/shared';
import { PortalModal } from '../../components/modal';
import { Checkbox } from '../../components/checkbox';
import { useController } from 'react-hook-form';
import { Form } from '../../components/form/form';
import { SelectField, TextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { useAccess } from '../../lib/access-context';
import { errorText } from '../../lib/error-text';
import { validationKeyText, type ValidationTextKey } from '../../lib/validation-text';
import { ACCEPTED_EXTENSIONS, fileProblem } from './file-rules';
import { useUpdateDocument, useUploadDocument } from './api/save-document';
import { AlertText } from '../../components/alert-text';
import { describedBy, FieldRow } from '../../components/field-row';

/** The file input's id: its label, hint and message take it as prefix. */
const FILE_ID = 'document-file';

type Fields = Omit<DocumentFields, 'subject'> & { subject: DocumentFields['subject'] | '' };

export function DocumentFormDialog(props: { document?: PortalDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const { access } = useAccess();
  const editing = props.document;
  const myBrands = (access?.brands ?? []).filter((b) => b.status === 'ACTIVE');
  const form = useZodForm<Fields>({
    schema: documentFieldsSchema,
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      subject: editing?.subject ?? '',
      brands: editing ? editing.brands.map((b) => b.id) : myBrands.slice(0, 1).map((b) => b.id),
    },
  });
  // The file is no field of the schema: its own check, shown once a save was tried.
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const upload = useUploadDocument();
  const update = useUpdateDocument();
  const saving = upload.isPending || update.isPending;
  const failure = upload.error ?? update.error;
  const problem = editing ? null : fileProblem(files);
  const fileError =
    tried && problem
      ? validationKeyText(t, {
          key: problem.slice('validation.'.length) as ValidationTextKey,
          values: { maxMb: DOCUMENT_MAX_BYTES / 1024 / 1024 },
        })
      : undefined;
  const fileHint = t('documents.fileHint', { types: ACCEPTED_EXTENSIONS.join(', '), maxMb: 10 });

  const save = (values: Fields) => {
    if (problem) return false;
    const fields = documentFieldsSchema.parse(values);
    const done = { onSuccess: props.onClose };
    if (editing) update.mutate({ id: editing.id, fields }, done);
    else upload.mutate({ fields, file: files[0]! }, done);
  };
  const submit = () => {
    setTried(true);
    void form.handleSubmit(save)();
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
      <Form
        form={form}
        onSubmit={(values) => {
          setTried(true);
          return save(values);
        }}
        className="grid gap-4"
      >
        {/* The Form says it for its fields; the file alone needs saying here. */}
        {fileError && Object.keys(form.formState.errors).length === 0 && (
          <AlertText>{t('validation.correctErrors')}</AlertText>
        )}
        {failure && <AlertText>{errorText(t, failure)}</AlertText>}
        {!editing && (
          <div
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              setFiles([...e.dataTransfer.files]);
            }}
          >
            <FieldRow id={FILE_ID} label={t('documents.file')} hint={fileHint} error={fileError}>
              <input
                id={FILE_ID}
                type="file"
                accept={ACCEPTED_EXTENSIONS.join(',')}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={describedBy(FILE_ID, fileError, fileHint)}
                onChange={(e) => setFiles([...(e.target.files ?? [])])}
                className="field"
              />
            </FieldRow>
          </div>
        )}
        <TextField<Fields> name="name" label={t('documents.name')} maxLength={TEXT_MAX} required />
        <TextField<Fields>
          name="description"
          label={t('documents.description')}
          maxLength={TEXT_MAX}
          multiline
        />
        <SelectField<Fields>
          name="subject"
          label={t('documents.subject')}
          placeholder={t('documents.chooseSubject')}
          options={DOCUMENT_SUBJECTS.map((s) => ({
            value: s,
            label: t(`documents.subjects.${s}`),
          }))}
          required
        />
        <BrandChoice brands={myBrands} />
      </Form>
    </PortalModal>
  );
}

/** The brands a document is shown to: at least one. */
function BrandChoice({ brands }: { brands: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController<Fields, 'brands'>({ name: 'brands' });
  const error = fieldState.error;
  return (
    <fieldset aria-describedby={error ? 'document-brands-error' : undefined}>
      <legend className="font-semibold">{t('documents.brands')}</legend>
      {brands.map((b) => (
        <Checkbox
          key={b.id}
          isSelected={field.value.includes(b.id)}
          onChange={(on) =>
            field.onChange(on ? [...field.value, b.id] : field.value.filter((id) => id !== b.id))
          }
        >
          {b.name}
        </Checkbox>
      ))}
      {error?.message && (
        <p id="document-brands-error" className="text-sm font-semibold text-danger">
          {error.type === 'selectionRequired'
            ? `${error.message} ${t('documents.brands')}`
            : error.message}
        </p>
      )}
    </fieldset>
  );
}
