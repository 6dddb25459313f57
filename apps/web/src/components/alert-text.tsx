// A failure said at once where it happened (a list that did not load, a change refused): bold, in
// the danger colour, announced by screen readers as an alert.
import type { ReactNode } from 'react';

export function AlertText(props: { className?: string; id?: string; children: ReactNode }) {
  return (
    <p
      id={props.id}
      role="alert"
      className={`font-semibold text-danger${props.className ? ` ${props.className}` : ''}`}
    >
      {props.children}
    </p>
  );
}
