// The profile dropdown: name, organisation and e-mail from the sign-in token; global preferences,
// password and security, change brand (with the unread badge) and sign out.
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, DialogTrigger } from 'react-aria-components';
import { FEATURES } from '@portal/shared';
import { useConfig } from '../../config/public-config';
import { useAccess } from '../../lib/access-context';
import { useAuth } from '../../features/auth/auth-context';
import { toPreferences } from '../../lib/route-links';
import { HeaderPanel } from '../../components/popover';

export interface ProfileMenuProps {
  onSignOut: () => void;
  /** Present when the user has more than one brand to choose from. */
  onChangeBrand?: (() => void) | undefined;
  unread: number;
}

/** The avatar's letters: the first of the first and last names ("Ada Admin": "AA"); two equal
 *  letters ("Ivy Internal": "II", which reads as a pause sign) become the first name's first two. */
export function avatarInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  const a = first.charAt(0).toUpperCase();
  const b = last.charAt(0).toUpperCase();
  if (!b || a === b) return a + first.charAt(1).toLowerCase();
  return a + b;
}

const ENTRY =
  'flex w-full items-center justify-between gap-3 rounded px-3 py-2 text-left hover:bg-page';

export function ProfileMenu({ onSignOut, onChangeBrand, unread }: ProfileMenuProps) {
  const { t } = useTranslation();
  const claims = useAuth().user?.profile;
  const config = useConfig();
  const access = useAccess();
  const [open, setOpen] = useState(false);
  const name = claims?.name ?? '';
  const organization = typeof claims?.organization === 'string' ? claims.organization : '';
  const initials = avatarInitials(name);
  const close = () => setOpen(false);

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="header-button" aria-label={t('profile.menu', { name })}>
        <span aria-hidden="true" className="header-round avatar text-sm font-bold">
          {initials}
        </span>
        <span className="hidden max-w-40 truncate lg:inline">{name}</span>
        {unread > 0 && onChangeBrand && (
          <span className="badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </Button>
      <HeaderPanel label={t('profile.title')} width="w-72" className="p-2">
        <div className="border-b border-muted px-3 pt-1 pb-3">
          <p className="font-bold">{name}</p>
          {organization && <p className="text-sm">{organization}</p>}
          {claims?.email && <p className="text-sm break-all text-muted-fg">{claims.email}</p>}
        </div>
        <ul className="mt-2 grid gap-0.5">
          {access.hasFeatures({ features: FEATURES.serialNumberPresent }) && (
            <li>
              <Link to={toPreferences({ tab: null })} className={ENTRY} onClick={close}>
                {t('profile.preferences')}
              </Link>
            </li>
          )}
          <li>
            <a href={config.accountUrl} target="_blank" rel="noopener noreferrer" className={ENTRY}>
              {t('profile.security')}
              <span className="sr-only"> {t('common.newTab')}</span>
            </a>
          </li>
          {onChangeBrand && (
            <li>
              <button
                type="button"
                className={ENTRY}
                onClick={() => {
                  close();
                  onChangeBrand();
                }}
              >
                {t('profile.changeBrand')}
                {unread > 0 && (
                  <span className="badge">{t('announcements.unreadCount', { count: unread })}</span>
                )}
              </button>
            </li>
          )}
          <li>
            <button type="button" className={ENTRY} onClick={onSignOut}>
              {t('common.signOut')}
            </button>
          </li>
        </ul>
      </HeaderPanel>
    </DialogTrigger>
  );
}
