// 'Validation Error: Selection required for: <field>' and the other list-level messages.
import type { FieldError } from 'react-hook-form';

export function SelectionError({
  id,
  error,
  field,
}: {
  id: string;
  error: FieldError | undefined;
  field: string;
}) {
  if (!error?.message) return null;
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      {error.type === 'selectionRequired' ? `${error.message} ${field}` : error.message}
    </p>
  );
}
