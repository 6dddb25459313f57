// A free list of short texts (categories, contract codes, business functions): type, add, remove.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@portal/shared';
import { describedBy, FieldMessages } from '../../../components/field-row';
import { RemovableTags } from '../../../components/removable-tags';

export interface TagInputProps {
  label: string;
  values: readonly string[];
  onChange: (next: string[]) => void;
  readOnly: boolean;
  error?: string | undefined;
}

export function TagInput({ label, values, onChange, readOnly, error }: TagInputProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (value && !values.includes(value)) onChange([...values, value]);
    setDraft('');
  };
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="grid content-start gap-1">
      <span id={`${id}-label`} className="font-semibold">
        {label}
      </span>
      <RemovableTags
        labelledBy={`${id}-label`}
        items={values.map((v) => ({ id: v, label: v }))}
        readOnly={readOnly}
        onRemove={(keys) => onChange(values.filter((v) => !keys.has(v)))}
      />
      {!readOnly && (
        <div className="flex gap-2">
          <input
            id={id}
            className="field"
            value={draft}
            maxLength={CATALOG_LIMITS.text}
            aria-label={t('tags.newValue', { label })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error)}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button
            type="button"
            className="btn-secondary btn-small"
            aria-label={t('tags.addLabel', { label })}
            onClick={add}
            disabled={!draft.trim()}
          >
            {t('tags.add')}
          </button>
        </div>
      )}
      <FieldMessages id={id} error={error} />
    </div>
  );
}
