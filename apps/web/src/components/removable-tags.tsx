// The values of a multi-select or tag input as tags, each with a remove button unless read-only.
import { Button, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface RemovableTagsProps {
  /** The id of the element that names the group. */
  labelledBy: string;
  items: readonly { id: Key; label: string }[];
  readOnly: boolean;
  onRemove: (keys: Set<Key>) => void;
}

export function RemovableTags({ labelledBy, items, readOnly, onRemove }: RemovableTagsProps) {
  const { t } = useTranslation();
  return (
    <TagGroup aria-labelledby={labelledBy} onRemove={readOnly ? undefined : onRemove}>
      <TagList
        items={items}
        className="flex flex-wrap gap-1.5"
        renderEmptyState={() => (
          <span className="text-sm text-muted-fg">{t('multiSelect.none')}</span>
        )}
      >
        {(item) => (
          <Tag
            id={item.id}
            textValue={item.label}
            className="flex items-center gap-1 rounded-full border border-muted-fg bg-surface px-2.5 py-0.5 text-sm outline-none data-[focus-visible]:outline-2"
          >
            {item.label}
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
  );
}
