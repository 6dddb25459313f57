// One announcement as an accordion item: title, priority and unread mark; opening it shows the
// (sanitised) content, dates, the internal description for internal users, and marks it read.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserNotification } from '@portal/shared';
import { Accordion } from '../../components/accordion';
import { currentLocale } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { languageName } from '../../lib/language-name';
import { opensInNewTab } from '../../lib/links';
import { cleanHtml, RICH_CONTENT_CLASS } from '../../lib/safe-html';
import { useSetNotificationRead } from './api/set-notification-read';

export function AnnouncementItem({ item, level = 3 }: { item: UserNotification; level?: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const setRead = useSetNotificationRead();
  const html = useMemo(() => cleanHtml(item.content), [item.content]);
  const external = opensInNewTab(item.linkUrl);
  // Not in the reader's language (none was written): say which language it is in.
  const foreign = item.language !== locale;
  return (
    <Accordion
      level={level}
      variant={item.priority === 'highest' ? 'warning' : 'branded'}
      arrow="right"
      onExpandedChange={(open) => {
        if (open && !item.read) setRead.mutate({ id: item.id, read: true });
      }}
      title={
        <>
          <span lang={item.language} className="[overflow-wrap:anywhere]">
            {item.title}
          </span>
          {/* Under the title, so a long title never runs into it on a phone. */}
          {foreign && (
            <span className="mt-1 block w-fit rounded-sm border border-muted px-1.5 text-xs font-normal">
              {t('announcements.writtenIn', { language: languageName(item.language, locale) })}
            </span>
          )}
        </>
      }
      extra={
        <>
          {!item.read && <span className="badge">{t('announcements.unread')}</span>}
          <span className="text-xs font-normal text-muted-fg">
            {t(`announcements.priority.${item.priority}`)}
          </span>
        </>
      }
    >
      <div
        lang={item.language}
        className={RICH_CONTENT_CLASS}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {item.description && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('announcements.internalNote')}</span>{' '}
          {item.description}
        </p>
      )}
      <p className="mt-2 text-sm text-muted-fg">
        {item.expirationDate
          ? t('announcements.validUntil', {
              start: formatDate(item.startDate, locale),
              end: formatDate(item.expirationDate, locale),
            })
          : t('announcements.publishedOn', { start: formatDate(item.startDate, locale) })}
      </p>
      <p className="mt-2 flex flex-wrap gap-4">
        <a
          href={item.linkUrl}
          className="link"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {t('announcements.readMore')}
          <span className="sr-only">
            {': '}
            {item.title}
            {external ? ` ${t('common.newTab')}` : ''}
          </span>
        </a>
        <button
          type="button"
          className="link"
          onClick={() => setRead.mutate({ id: item.id, read: !item.read })}
        >
          {item.read ? t('announcements.markUnread') : t('announcements.markRead')}
          <span className="sr-only">
            {': '}
            {item.title}
          </span>
        </button>
      </p>
    </Accordion>
  );
}
