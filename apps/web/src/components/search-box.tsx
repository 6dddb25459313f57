// A text filter of a list (the search, an id): the list follows once typing has settled.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../lib/debounce';

interface Props {
  label: string;
  placeholder?: string;
  /** The value in the address. */
  value: string;
  onSearch: (text: string) => void;
  type?: 'search' | 'text';
  maxLength?: number;
  /** Whole numbers only: other text is marked invalid and not sent. */
  numeric?: boolean;
}

export function SearchBox({ label, value, onSearch, numeric, ...props }: Props) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text);
  // A value changed from outside (reset, back button) replaces what is in the field; the settled
  // text this box sent does not, or letters typed while the address changed would be lost.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (value !== settled) setText(value);
  }
  const invalid = Boolean(numeric && text.trim() && !/^\d{1,9}$/.test(text.trim()));
  useEffect(() => {
    if (!invalid && settled === text && settled !== value) onSearch(settled);
  }, [settled, text, value, onSearch, invalid]);
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <input
        type={props.type ?? 'search'}
        value={text}
        maxLength={props.maxLength ?? 255}
        placeholder={props.placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        aria-invalid={invalid || undefined}
        onChange={(e) => setText(e.target.value)}
        className="field font-normal"
      />
    </label>
  );
}
