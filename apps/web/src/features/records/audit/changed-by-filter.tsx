// Who changed: a combo box of the people in the history matching the typed text; the chosen one
// shows as a removable filter.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncComboBox } from '../../../components/combo-box';
import { useDebouncedValue } from '../../../lib/debounce';
import { useChangers, type Changer } from '../api/get-changers';

interface Props {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

const label = (c: Changer) => (c.name && c.name !== c.id ? `${c.name} (${c.id})` : c.id);

export function ChangedByFilter({ value, onChange }: Props) {
  const { t } = useTranslation('records');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim());
  const changers = useChangers(settled);
  return (
    <div className="grid gap-1">
      <AsyncComboBox<Changer>
        label={t('filters.changedBy')}
        resultsLabel={t('filters.changedByResults')}
        placeholder={t('filters.changedByPlaceholder')}
        inputValue={text}
        onInputChange={setText}
        items={changers.data ?? []}
        itemKey={(c) => c.id}
        itemText={label}
        onSelect={(c) => onChange(c.id)}
        isLoading={changers.isFetching || settled !== text.trim()}
      />
      {value && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full border border-muted-fg bg-surface px-2.5 py-0.5 break-all">
            {value}
          </span>
          <button
            type="button"
            className="link"
            aria-label={t('filters.removeChangedBy', { name: value })}
            onClick={() => onChange(undefined)}
          >
            {t('filters.remove')}
          </button>
        </p>
      )}
    </div>
  );
}
