// Finds a user of the administrator's locations by name or e-mail and picks them.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@portal/shared';
import { useUsers } from '../api/get-users';

export function UserPicker(props: {
  label: string;
  onPick: (u: UserListItem) => void;
  exclude?: number[];
}) {
  const { t } = useTranslation('users');
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useUsers({ q, pageSize: 8, status: 'ACTIVE' }, q.length > 1);
  const items = (found.data?.items ?? []).filter((u) => !props.exclude?.includes(u.id));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={255}
        placeholder={t('picker.placeholder')}
        onChange={(e) => setText(e.target.value)}
        className="rounded border border-muted-fg bg-surface px-3 py-2"
      />
      {q.length > 1 && (
        <ul
          aria-label={t('picker.results')}
          className="mt-1 divide-y divide-muted rounded border border-muted bg-surface"
        >
          {items.length === 0 && !found.isFetching && (
            <li className="px-3 py-2">{t('list.noResults')}</li>
          )}
          {items.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left hover:bg-page"
                onClick={() => {
                  props.onPick(u);
                  setText('');
                }}
              >
                {u.lastName}, {u.firstName} · {u.email}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
