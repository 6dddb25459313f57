// Which language of an announcement a reader gets: theirs, else English, else the language it was
// written in, else any other it has; '-' only for a title or content no language has.
import { CONTENT_FALLBACK, LOCALES } from '@portal/shared';

export interface AnnouncementVersion {
  language: string;
  title: string;
  content: string;
}

export interface ChosenText {
  title: string;
  content: string;
  /** The language of the shown title (of the content when no language has a title). */
  language: string;
}

/** Markup without words or pictures (an emptied rich-text editor leaves `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|svg)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}

/** The reader's order of the versions: their language, English, written-in, then the rest. */
function readingOrder(
  writtenIn: string,
  versions: readonly AnnouncementVersion[],
  reader: string,
): AnnouncementVersion[] {
  const rank = (language: string) => {
    if (language === reader) return 0;
    if (language === 'en') return 1;
    if (language === writtenIn) return 2;
    const i = (LOCALES as readonly string[]).indexOf(language);
    return 3 + (i < 0 ? LOCALES.length : i);
  };
  return [...versions].sort((a, b) => rank(a.language) - rank(b.language));
}

/**
 * The texts a reader gets, or null when no language has a title or content (such an announcement
 * is not listed: a "-" for both tells nobody anything).
 */
export function chooseText(
  writtenIn: AnnouncementVersion,
  translations: readonly AnnouncementVersion[],
  reader: string,
): ChosenText | null {
  // The written-in text lives in the announcement itself; a translation row never overrides it.
  const versions = [writtenIn, ...translations.filter((t) => t.language !== writtenIn.language)];
  const ordered = readingOrder(writtenIn.language, versions, reader);
  const title = ordered.find((v) => v.title.trim() !== '');
  const content = ordered.find((v) => !isBlankHtml(v.content));
  if (!title && !content) return null;
  // The content in the title's language when it has some, so one item reads in one language.
  const sameLanguage = title && !isBlankHtml(title.content) ? title : content;
  return {
    title: title?.title ?? CONTENT_FALLBACK,
    content: sameLanguage?.content ?? CONTENT_FALLBACK,
    language: (title ?? content)!.language,
  };
}
