// Test data of the signed-in experience: applications, announcements, documents, and the API
// answers every signed-in page needs.
import type {
  PortalDocument,
  UserAccessData,
  UserApplication,
  UserNotification,
} from '@portal/shared';
import { makeAccess, makeProfile, makeUser } from './fixtures';

let id = 100;

export function makeApplication(
  name: string,
  over: Partial<UserApplication> = {},
): UserApplication {
  return {
    id: id++,
    name,
    link: `https://${name.toLowerCase().replace(/\W+/g, '')}.example`,
    region: null,
    brand: null,
    categories: [],
    features: [],
    ...over,
  };
}

export function makeNotification(
  title: string,
  over: Partial<UserNotification> = {},
): UserNotification {
  return {
    id: id++,
    title,
    content: `<p>About ${title}</p>`,
    description: null,
    linkUrl: 'https://news.example/item',
    priority: 'medium',
    startDate: '2026-03-01T00:00:00Z',
    expirationDate: null,
    displayLocationCode: 'dealer-home',
    brands: [{ id: 1, name: 'Atlas' }],
    regionCode: ['NA'],
    read: false,
    ...over,
  };
}

export function makeDocument(name: string, over: Partial<PortalDocument> = {}): PortalDocument {
  return {
    id: id++,
    name,
    description: '',
    subject: 'General',
    fileName: `${name.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 2048,
    brands: [{ id: 1, name: 'Atlas' }],
    updatedAt: '2026-03-04T12:00:00Z',
    ...over,
  };
}

export const brand = (brandId: number, name: string) => ({
  id: brandId,
  name,
  status: 'ACTIVE' as const,
});

/** The answers of a signed-in page: user, access data, applications and announcements. */
export function signedInApi(
  access: Partial<UserAccessData> = {},
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '/user': makeProfile(),
    '/user/ui-access-data': makeAccess(access),
    '/user/applications': [],
    '/user/notifications': [],
    ...extra,
  };
}

/** A signed-in user whose ID token carries the given claims (e.g. organization, email). */
export function userWithClaims(claims: Record<string, unknown>, accessClaims: object = {}) {
  const user = makeUser();
  user.profile = { ...user.profile, ...claims };
  if (Object.keys(accessClaims).length > 0) {
    const [head, body, sig] = user.access_token.split('.');
    const payload = { ...JSON.parse(atob(body!)), ...accessClaims };
    user.access_token = `${head}.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.${sig}`;
  }
  return user;
}
