// One application on home: its icon (uploaded, else initials in the brand colour), name and short
// description, the whole tile a link, and a star that pins it to the favourites.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserApplication } from '@portal/shared';
import { useConfig } from '../../config/public-config';
import { ApplicationLink } from './application-link';

/** Two letters standing for an application: its first two words' initials, or its first two. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? name).slice(0, 2);
  return letters.toUpperCase();
}

function AppIcon({ app }: { app: UserApplication }) {
  const { basePath } = useConfig();
  const box = 'size-10 shrink-0 rounded-md';
  if (app.iconVersion)
    return (
      <img
        src={`${basePath}/v2/application-icons/${app.id}/${app.iconVersion}`}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className={`${box} bg-page object-contain`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex items-center justify-center bg-primary text-sm font-bold text-primary-fg`}
    >
      {monogram(app.name)}
    </span>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface ApplicationTileProps {
  app: UserApplication;
  favourite: boolean;
  onToggleFavourite: (app: UserApplication, favourite: boolean) => void;
  /** Focus the star once shown (it moved between groups after a toggle). */
  focusStar?: boolean;
}

export function ApplicationTile({
  app,
  favourite,
  onToggleFavourite,
  focusStar,
}: ApplicationTileProps) {
  const { t } = useTranslation();
  const star = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusStar) star.current?.focus();
  }, [focusStar]);
  const label = favourite
    ? t('applications.removeFavourite', { name: app.name })
    : t('applications.addFavourite', { name: app.name });
  return (
    <div className="app-tile relative flex h-full items-start gap-3 rounded-md border border-muted bg-surface py-3 pr-12 pl-3 shadow-sm has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-focus">
      <AppIcon app={app} />
      <div className="min-w-0 flex-1">
        {/* The link covers the whole tile (its ::after); the star sits above it. */}
        <ApplicationLink
          href={app.link}
          className="block font-semibold break-words outline-none after:absolute after:inset-0 after:content-['']"
        >
          {app.name}
        </ApplicationLink>
        {app.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-fg" title={app.description}>
            {app.description}
          </p>
        )}
      </div>
      <button
        ref={star}
        type="button"
        aria-label={label}
        title={label}
        className={`absolute top-2 right-2 z-10 inline-flex size-9 items-center justify-center rounded-full hover:bg-page focus-visible:outline-2 focus-visible:outline-primary ${
          favourite ? 'text-primary' : 'text-muted-fg'
        }`}
        onClick={() => onToggleFavourite(app, !favourite)}
      >
        <Star filled={favourite} />
      </button>
    </div>
  );
}
