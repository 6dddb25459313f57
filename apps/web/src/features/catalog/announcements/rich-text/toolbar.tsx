// The formatting toolbar: toggle buttons with pressed states, one tab stop (roving tabindex) and
// arrow keys, Home and End between the buttons, as the ARIA toolbar pattern describes.
// Hand-written (about 30 lines): React Aria's Toolbar keeps every button a tab stop and moves
// focus out on Tab instead, and the brief asks for the roving tabindex.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ToolbarButton {
  id: string;
  label: string;
  icon: ReactNode;
  /** undefined for actions that are not on/off (e.g. removing a link). */
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  onPress: () => void;
}

export function FormattingToolbar(props: {
  label: string;
  controls: string;
  buttons: ToolbarButton[];
}) {
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = props.buttons.length;

  const move = (event: KeyboardEvent) => {
    const next = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: count - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setActive(index);
    refs.current[index]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={props.label}
      aria-controls={props.controls}
      className="flex flex-wrap gap-1"
      onKeyDown={move}
    >
      {props.buttons.map((b, index) => (
        <button
          key={b.id}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          tabIndex={index === active ? 0 : -1}
          title={b.label}
          aria-label={b.label}
          aria-pressed={b.pressed}
          aria-disabled={b.disabled || undefined}
          className="grid h-8 min-w-9 place-items-center rounded border border-muted-fg bg-surface px-2 font-semibold aria-pressed:bg-primary aria-pressed:text-primary-fg aria-disabled:opacity-50"
          // Keep the editor's selection: the button acts on it.
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setActive(index)}
          onClick={() => !b.disabled && b.onPress()}
        >
          <span aria-hidden="true">{b.icon}</span>
        </button>
      ))}
    </div>
  );
}
