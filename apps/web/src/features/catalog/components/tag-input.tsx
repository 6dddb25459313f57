// A free list of short texts (categories, contract codes, business functions): type, add, remove.
import { useId, useState } from 'react';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CATALOG_LIMITS } from '@portal/shared';
import { describedBy, FieldError } from './fields';

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
      <TagGroup
        aria-labelledby={`${id}-label`}
        onRemove={readOnly ? undefined : (keys) => onChange(values.filter((v) => !keys.has(v)))}
      >
        <TagList
          items={values.map((v) => ({ id: v }))}
          className="flex flex-wrap gap-1.5"
          renderEmptyState={() => (
            <span className="text-sm text-muted-fg">{t('multiSelect.none')}</span>
          )}
        >
          {(item) => (
            <Tag
              id={item.id}
              textValue={item.id}
              className="flex items-center gap-1 rounded-full border border-muted-fg bg-surface px-2.5 py-0.5 text-sm outline-none data-[focus-visible]:outline-2"
            >
              {item.id}
              {!readOnly && (
                <Button
                  slot="remove"
                  aria-label={t('multiSelect.remove')}
                  className="-mr-1 rounded-full px-1 leading-none"
                >
                  <span aria-hidden="true">×</span>
                </Button>
              )}
            </Tag>
          )}
        </TagList>
      </TagGroup>
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
      <FieldError id={id} error={error} />
    </div>
  );
}
