// The one dropdown menu of the app: a button opening a list of links in groups. Wide screens show
// one submenu per group (a cascade); below 768 px, where a submenu would open off-screen, the
// groups become titled sections of one menu that fits the screen.
import { useEffect, useRef, type ReactNode } from 'react';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  SubmenuTrigger,
} from 'react-aria-components';
import { useMinWidth } from '../lib/use-media-query';
import { FloatingPanel } from './popover';

export const MENU_CLASS =
  'min-w-56 rounded-md border border-muted bg-surface p-1 text-page-fg shadow-lg outline-none';
export const MENU_ITEM_CLASS =
  'flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 outline-none data-[focused]:bg-page data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus';

export interface MenuLink {
  id: string | number;
  label: string;
  href: string;
  /** Opens in a new tab (an address outside the portal). */
  external?: boolean;
}

export interface MenuGroup {
  key: string;
  label: string;
  items: readonly MenuLink[];
}

const Chevron = ({ d }: { d: string }) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 shrink-0" fill="none">
    <path d={d} stroke="currentColor" strokeWidth="2" />
  </svg>
);

function Item({ link }: { link: MenuLink }) {
  return (
    <MenuItem
      href={link.href}
      className={MENU_ITEM_CLASS}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </MenuItem>
  );
}

export function GroupedMenu(props: {
  label: string;
  buttonClassName: string;
  buttonContent?: ReactNode;
  groups: readonly MenuGroup[];
}) {
  const wide = useMinWidth('md');
  const { groups, label } = props;
  return (
    <MenuTrigger>
      <Button className={props.buttonClassName}>
        {props.buttonContent ?? label}
        <Chevron d="m3 6 5 5 5-5" />
      </Button>
      <FloatingPanel placement="bottom start" offset={12}>
        {wide ? (
          <Menu className={MENU_CLASS} aria-label={label}>
            {groups.map((g) => (
              <SubmenuTrigger key={g.key}>
                <MenuItem className={MENU_ITEM_CLASS}>
                  {g.label}
                  <Chevron d="m6 3 5 5-5 5" />
                </MenuItem>
                <FloatingPanel placement="end top" offset={4}>
                  <Menu className={MENU_CLASS} aria-label={g.label}>
                    {g.items.map((link) => (
                      <Item key={link.id} link={link} />
                    ))}
                  </Menu>
                </FloatingPanel>
              </SubmenuTrigger>
            ))}
          </Menu>
        ) : (
          <Menu className={`${MENU_CLASS} max-h-[70vh] overflow-y-auto`} aria-label={label}>
            {groups.map((g) => (
              <MenuSection key={g.key} className="py-1">
                <Header className="px-3 pt-1 pb-0.5 text-xs font-bold tracking-wide text-muted-fg uppercase">
                  {g.label}
                </Header>
                {g.items.map((link) => (
                  <Item key={link.id} link={link} />
                ))}
              </MenuSection>
            ))}
          </Menu>
        )}
      </FloatingPanel>
    </MenuTrigger>
  );
}

export interface MenuAction {
  id: string;
  label: string;
  /** A page of the portal to open, or … */
  href?: string;
  /** … something to do. */
  onAction?: () => void;
  isDisabled?: boolean;
}

/** One button ("More actions") holding a toolbar's secondary actions. */
export function ActionMenu(props: {
  label: string;
  actions: readonly MenuAction[];
  /** One of its actions is still working (an export): the button says so (aria-busy). */
  busy?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // React Aria's Button passes no aria-busy on (its isPending would also stop the menu opening).
  useEffect(() => {
    if (props.busy) trigger.current?.setAttribute('aria-busy', 'true');
    else trigger.current?.removeAttribute('aria-busy');
  }, [props.busy]);
  if (props.actions.length === 0) return null;
  return (
    <MenuTrigger>
      <Button ref={trigger} className="btn-secondary gap-1.5">
        {props.label}
        <Chevron d="m3 6 5 5 5-5" />
      </Button>
      <FloatingPanel placement="bottom end" offset={6}>
        <Menu
          className={MENU_CLASS}
          aria-label={props.label}
          disabledKeys={props.actions.filter((a) => a.isDisabled).map((a) => a.id)}
          onAction={(key) => props.actions.find((a) => a.id === key)?.onAction?.()}
        >
          {props.actions.map((a) => (
            <MenuItem
              key={a.id}
              id={a.id}
              className={`${MENU_ITEM_CLASS} data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60`}
              {...(a.href ? { href: a.href } : {})}
            >
              {a.label}
            </MenuItem>
          ))}
        </Menu>
      </FloatingPanel>
    </MenuTrigger>
  );
}
