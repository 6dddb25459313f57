// Reference data every installation starts with: brands, regions and the standard security roles.
import { FEATURES as F, GRANTABLE_FEATURES } from '@portal/shared';

export const BRANDS = [
  {
    id: 1,
    name: 'Atlas',
    theme: 'atlas',
    hostMatch: null,
    confidential: 'Atlas Machinery - Confidential. For authorised dealers and employees only.',
    copyright: '© 2026 Atlas Machinery Inc. All rights reserved.',
  },
  {
    id: 2,
    name: 'Atlas Portable Power',
    theme: 'portablePower',
    hostMatch: null,
    confidential: 'Atlas Portable Power - Confidential. For authorised dealers and employees only.',
    copyright: '© 2026 Atlas Portable Power LLC. All rights reserved.',
  },
  {
    id: 3,
    name: 'Corvid',
    theme: 'corvid',
    hostMatch: 'corvid',
    confidential: 'Corvid Equipment - Confidential and proprietary.',
    copyright: '© 2026 Corvid Equipment Co. All rights reserved.',
  },
  {
    id: 4,
    name: 'Kestrel',
    theme: 'kestrel',
    hostMatch: null,
    confidential: 'Kestrel Attachments - Confidential. Internal and dealer use only.',
    copyright: '© 2026 Kestrel Attachments Ltd. All rights reserved.',
  },
] as const;

export const REGIONS = [
  { code: 'NA', name: 'North America' },
  { code: 'EMEA', name: 'Europe, Middle East and Africa' },
  { code: 'APAC', name: 'Asia Pacific' },
  { code: 'LATAM', name: 'Latin America' },
] as const;

const READ_FEATURES = [
  F.announcementsRead,
  F.usersRead,
  F.applicationsRead,
  F.securityRolesRead,
  F.permissionSetsRead,
  F.auditUsersRead,
  F.auditOrgsRead,
  F.integrationStatusRead,
];

export interface RoleSeed {
  name: string;
  displayName: string;
  activities: readonly string[];
  singular?: boolean;
  excludeFromCopyUser?: boolean;
  assignableBy?: readonly string[];
  businessFunctions?: readonly string[];
}

/** A role dealer user administrators give (and super administrators), of one business function. */
const dealerRole = (
  name: string,
  displayName: string,
  activities: readonly string[],
  businessFunction: string,
  extra: Pick<RoleSeed, 'singular'> = {},
): RoleSeed => ({
  name,
  displayName,
  activities,
  ...extra,
  assignableBy: ['PORTAL_SUPER_ADMIN', 'DEALER_USER_ADMIN'],
  businessFunctions: [businessFunction],
});

export const ROLES: readonly RoleSeed[] = [
  {
    name: 'PORTAL_SUPER_ADMIN',
    displayName: 'Portal super administrator',
    activities: GRANTABLE_FEATURES,
    excludeFromCopyUser: true,
    businessFunctions: ['IT'],
  },
  {
    name: 'READ_ONLY_ADMIN',
    displayName: 'Read-only administrator',
    activities: READ_FEATURES,
    businessFunctions: ['Compliance'],
  },
  {
    name: 'DEALER_USER_ADMIN',
    displayName: 'Dealer user administrator',
    activities: [F.usersWrite],
    assignableBy: ['PORTAL_SUPER_ADMIN'],
    businessFunctions: ['Administration'],
  },
  dealerRole('DOCUMENT_READER', 'Document reader', [F.documentsView], 'General'),
  {
    name: 'EMPLOYEE',
    displayName: 'Employee',
    activities: [F.documentsView],
    businessFunctions: ['General'],
  },
  dealerRole('DEALER_PRINCIPAL', 'Dealer principal', [], 'Management', { singular: true }),
  dealerRole('SERVICE_MANAGER', 'Service manager', [F.documentsView], 'Service', {
    singular: true,
  }),
  dealerRole('PARTS_MANAGER', 'Parts manager', [F.documentsView], 'Parts'),
  dealerRole('WARRANTY_CLERK', 'Warranty clerk', [F.documentsView], 'Warranty'),
  // Holders of these are sent to the sales platform from home (spec section 2, route facts).
  {
    name: 'DEALER_PORTAL_SERVICE',
    displayName: 'Dealer portal service account',
    activities: [],
    excludeFromCopyUser: true,
    businessFunctions: ['Sales'],
  },
  {
    name: 'SALES_REPRESENTATIVE',
    displayName: 'Sales representative',
    activities: [],
    assignableBy: ['PORTAL_SUPER_ADMIN'],
    businessFunctions: ['Sales'],
  },
];

export const PERMISSION_SETS = [
  {
    name: 'DEALER_STAFF',
    displayName: 'Dealer staff',
    selectionMode: 'MULTIPLE',
    roles: ['DOCUMENT_READER', 'PARTS_MANAGER', 'WARRANTY_CLERK'],
  },
  {
    name: 'DEALER_LEADERSHIP',
    displayName: 'Dealer leadership',
    selectionMode: 'SINGLE',
    roles: ['DEALER_PRINCIPAL', 'SERVICE_MANAGER'],
  },
] as const;
