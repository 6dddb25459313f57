// 'Validation Error: Selection required for: <field>' and the other list-level messages.
import { useTranslation } from 'react-i18next';
import type { ValidationKey } from '@portal/shared';

export function SelectionError({
  id,
  error,
  field,
}: {
  id: string;
  error: ValidationKey | undefined;
  field: string;
}) {
  const { t } = useTranslation('users');
  if (!error) return null;
  const text = t(`validation.${error}`, { max: 255, min: 8 });
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      {error === 'selectionRequired' ? `${text} ${field}` : text}
    </p>
  );
}
