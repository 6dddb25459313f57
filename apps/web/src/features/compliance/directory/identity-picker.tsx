// Finds a user of the location for a role: the search waits 600 ms after typing stops and lists
// up to 30 identities of that organisation (spec section 5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryContext, DirectoryIdentity } from '@portal/shared';
import { AsyncComboBox } from '../../../components/combo-box';
import { useDebouncedValue } from '../../../lib/debounce';
import { useIdentitySearch } from '../api/directory';
import { fullName } from '../lib/directory-review';

/** Spec section 9: the directory user search is debounced 600 ms. */
export const IDENTITY_SEARCH_DEBOUNCE_MS = 600;

export interface IdentityPickerProps {
  context: DirectoryContext;
  orgId: number;
  directoryDataTypeId: number;
  roleName: string;
  onSelect: (identity: DirectoryIdentity) => void;
}

export function IdentityPicker(props: IdentityPickerProps) {
  const { t } = useTranslation('compliance');
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, IDENTITY_SEARCH_DEBOUNCE_MS);
  const search = useIdentitySearch(props.context, {
    orgId: props.orgId,
    directoryDataTypeId: props.directoryDataTypeId,
    text: debounced,
  });
  return (
    <AsyncComboBox<DirectoryIdentity>
      label={t('manageDirectory.searchUser', { role: props.roleName })}
      resultsLabel={t('manageDirectory.searchResults')}
      placeholder={t('manageDirectory.searchHint')}
      inputValue={text}
      onInputChange={setText}
      items={search.data ?? []}
      itemKey={(i) => i.id}
      itemText={(i) => `${fullName(i)} (${i.email})`}
      renderItem={(i) => (
        <span className="grid">
          <span className="font-semibold">{fullName(i)}</span>
          <span className="text-sm text-muted-fg">
            {i.email}
            {i.serialNumber ? ` · ${i.serialNumber}` : ''}
          </span>
        </span>
      )}
      onSelect={props.onSelect}
      isLoading={search.isFetching || text !== debounced}
    />
  );
}
