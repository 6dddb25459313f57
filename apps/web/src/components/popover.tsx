// The one floating panel of the app (menus, pickers, header panels): React Aria's Popover kept
// inside the viewport on every screen, 8 px from its edges, never wider than the screen.
import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import { Dialog, Popover } from 'react-aria-components';

/** Space kept between a floating panel and the viewport's edges. */
const EDGE = 8;

export function FloatingPanel({
  className = '',
  ...props
}: Omit<ComponentProps<typeof Popover>, 'className'> & { className?: string }) {
  return (
    <Popover
      containerPadding={EDGE}
      {...props}
      className={`max-w-[calc(100vw-1rem)] overflow-auto ${className}`}
    />
  );
}

/** A header button's panel (the apps, the profile): a named dialog under the button's end. */
export function HeaderPanel(props: {
  label: string;
  /** The panel's width. */
  width: string;
  /** The dialog's padding and, for a long content, its height and scrolling. */
  className: string;
  onClick?: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <FloatingPanel placement="bottom end" offset={12} className={props.width}>
      <Dialog
        aria-label={props.label}
        className={`rounded-md border border-muted bg-surface text-page-fg shadow-xl outline-none ${props.className}`}
        onClick={props.onClick}
      >
        {props.children}
      </Dialog>
    </FloatingPanel>
  );
}
