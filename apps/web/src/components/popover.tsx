// The one floating panel of the app (menus, pickers, header panels): React Aria's Popover kept
// inside the viewport on every screen, 8 px from its edges, never wider than the screen.
import type { ComponentProps } from 'react';
import { Popover } from 'react-aria-components';

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
