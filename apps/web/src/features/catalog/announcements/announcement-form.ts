// The announcement editor's form values and their conversion from and to the API's shapes.
import type {
  Announcement,
  AnnouncementInput,
  AnnouncementPriority,
  AnnouncementText,
} from '@portal/shared';

export interface AnnouncementForm {
  title: string;
  description: string;
  content: string;
  language: string;
  displayLocation: string;
  priority: AnnouncementPriority;
  /** Local date and time as a datetime-local input holds it ('2026-05-01T09:00'). */
  startDate: string;
  expirationDate: string;
  linkUrl: string;
  roleIds: number[];
  permissionSetIds: number[];
  applicationIds: number[];
  brandIds: number[];
  regionCodes: string[];
  /** The further languages; title, content and language above are the written-in one. */
  translations: AnnouncementText[];
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO time of a local input; what cannot be read stays as it is (and fails validation). */
export function fromLocalInput(local: string): string {
  const t = Date.parse(local);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local) && Number.isFinite(t)
    ? new Date(t).toISOString()
    : local;
}

export function emptyAnnouncementForm(language: string, now = Date.now()): AnnouncementForm {
  // From now (to the minute) for 30 days: a new announcement shows as soon as it is saved.
  const start = new Date(Math.floor(now / 60_000) * 60_000);
  return {
    title: '',
    description: '',
    content: '',
    language,
    displayLocation: 'dealer-home',
    priority: 'medium',
    startDate: toLocalInput(start.toISOString()),
    expirationDate: toLocalInput(new Date(start.getTime() + 30 * 86_400_000).toISOString()),
    linkUrl: '',
    roleIds: [],
    permissionSetIds: [],
    applicationIds: [],
    brandIds: [],
    regionCodes: [],
    translations: [],
  };
}

export function announcementToForm(a: Announcement): AnnouncementForm {
  return {
    title: a.title,
    description: a.description,
    content: a.content,
    language: a.language,
    displayLocation: a.displayLocation,
    priority: a.priority,
    startDate: toLocalInput(a.startDate),
    expirationDate: toLocalInput(a.expirationDate),
    linkUrl: a.linkUrl,
    roleIds: a.roles.map((r) => r.id),
    permissionSetIds: a.permissionSets.map((p) => p.id),
    applicationIds: a.applications.map((p) => p.id),
    brandIds: a.brands.map((b) => b.id),
    regionCodes: a.regions.map((r) => r.code),
    translations: a.translations.map((x) => ({
      language: x.language as AnnouncementText['language'],
      title: x.title,
      content: x.content,
    })),
  };
}

export function announcementFormToInput(f: AnnouncementForm): Omit<
  AnnouncementInput,
  'language' | 'displayLocation'
> & {
  language: string;
  displayLocation: string;
} {
  return {
    ...f,
    startDate: fromLocalInput(f.startDate),
    expirationDate: f.expirationDate.trim() === '' ? null : fromLocalInput(f.expirationDate),
  };
}
