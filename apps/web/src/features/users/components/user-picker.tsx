// Finds an active user of the administrator's locations by name or e-mail and picks them: the one
// async combo box, searching the server once typing settles.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@portal/shared';
import { AsyncComboBox } from '../../../components/combo-box';
import { useDebouncedValue } from '../../../lib/debounce';
import { useUsers } from '../api/get-users';

export function UserPicker(props: {
  label: string;
  onPick: (u: UserListItem) => void;
  exclude?: number[];
}) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const found = useUsers({ q, pageSize: 8, status: 'ACTIVE' }, q.length > 1);
  const items = (found.data?.items ?? []).filter((u) => !props.exclude?.includes(u.id));
  return (
    <AsyncComboBox
      label={props.label}
      resultsLabel={t('picker.results')}
      placeholder={t('picker.placeholder')}
      inputValue={text}
      onInputChange={setText}
      items={q.length > 1 ? items : []}
      itemKey={(u) => u.id}
      itemText={(u) => `${u.lastName}, ${u.firstName} · ${u.email}`}
      onSelect={props.onPick}
      isLoading={found.isFetching || q !== text.trim()}
    />
  );
}
