// Test data of the signed-in experience shaped like the API's answers: applications, announcements, documents.
import type { PortalDocument, UserApplication, UserNotification } from '@portal/shared';

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
    description: '',
    iconVersion: null,
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
    language: 'en',
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
