// Parents or children of a security role, each with the name of the relation. The server refuses
// cycles; choosing the role itself is not offered.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOG_LIMITS,
  type CatalogRoleRef,
  type SecurityRoleRelationInput,
} from '@portal/shared';
import { FieldMessages } from '../../../components/field-row';

export interface RelationsEditorProps {
  label: string;
  addLabel: string;
  relations: SecurityRoleRelationInput[];
  roles: readonly CatalogRoleRef[];
  selfId: number | undefined;
  readOnly: boolean;
  error?: string | undefined;
  onChange: (next: SecurityRoleRelationInput[]) => void;
}

export function RelationsEditor({
  label,
  addLabel,
  relations,
  roles,
  selfId,
  readOnly,
  error,
  onChange,
}: RelationsEditorProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const offered = roles.filter((r) => r.id !== selfId);
  const change = (index: number, patch: Partial<SecurityRoleRelationInput>) =>
    onChange(relations.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-1 font-semibold">{label}</legend>
      {relations.length === 0 && <p className="text-sm text-muted-fg">{t('multiSelect.none')}</p>}
      <ul className="grid gap-2">
        {relations.map((r, index) => {
          const role = roles.find((x) => x.id === r.roleId);
          const rowLabel = role?.displayName ?? String(r.roleId);
          // Read-only: the relation in words, not a disabled select and field; below, editable.
          if (readOnly)
            return (
              <li key={`${index}-${r.roleId}`}>
                <span className="font-semibold">{rowLabel}</span>
                {r.relationName && <span className="text-muted-fg">{` – ${r.relationName}`}</span>}
              </li>
            );
          return (
            <li key={`${index}-${r.roleId}`} className="flex flex-wrap items-end gap-2">
              <label className="grid gap-1">
                <span className="text-sm">{t('securityRoles.relations.role')}</span>
                <select
                  className="field"
                  value={r.roleId}
                  onChange={(e) => change(index, { roleId: Number(e.target.value) })}
                >
                  {!role && <option value={r.roleId}>{rowLabel}</option>}
                  {offered.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.displayName} ({o.name})
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1">
                <span className="text-sm">{t('securityRoles.relations.name')}</span>
                <input
                  className="field"
                  value={r.relationName}
                  maxLength={CATALOG_LIMITS.text}
                  onChange={(e) => change(index, { relationName: e.target.value })}
                />
              </label>
              {!readOnly && (
                <button
                  type="button"
                  className="btn-secondary btn-small"
                  onClick={() => onChange(relations.filter((_, i) => i !== index))}
                >
                  {t('securityRoles.relations.remove', { name: rowLabel })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && offered.length > 0 && (
        <p>
          <button
            type="button"
            className="btn-secondary btn-small"
            onClick={() => onChange([...relations, { roleId: offered[0]!.id, relationName: '' }])}
          >
            {addLabel}
          </button>
        </p>
      )}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
