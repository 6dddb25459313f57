// Calendar dates (a day, no time zone) as the address and the date pickers keep them, and the
// instants the API wants: a day becomes an instant only at the moment of a request, in the
// browser's time zone, so a reload or Apply never moves it.
import { getLocalTimeZone, parseDate, type CalendarDate } from '@internationalized/date';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day written YYYY-MM-DD, or undefined when the text is no real day. */
export function toCalendarDate(text: string | null | undefined): CalendarDate | undefined {
  if (!text || !DAY.test(text)) return undefined;
  try {
    return parseDate(text);
  } catch {
    return undefined;
  }
}

/** The first instant of the day in the time zone, as ISO text. */
export function startOfDayInstant(day: string, timeZone: string = getLocalTimeZone()): string {
  return parseDate(day).toDate(timeZone).toISOString();
}

/** The last instant (millisecond) of the day in the time zone, as ISO text. */
export function endOfDayInstant(day: string, timeZone: string = getLocalTimeZone()): string {
  const next = parseDate(day).add({ days: 1 }).toDate(timeZone);
  return new Date(next.getTime() - 1).toISOString();
}
