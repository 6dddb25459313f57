// Answers of the users API shaped like the server's: list rows, the options and a user detail.
import type { UserDetail, UserListItem, UserOptions } from '@portal/shared';

export function listItem(n: number, extra: Partial<UserListItem> = {}): UserListItem {
  return {
    id: n,
    firstName: `First${n}`,
    lastName: `Last${String(n).padStart(3, '0')}`,
    email: `user${n}@dealer.example`,
    serialNumber: `S${n}`,
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    status: 'ACTIVE',
    emailVerified: true,
    organization: 'Buckeye Heavy Equipment',
    lastLoginAt: '2026-01-02T10:00:00.000Z',
    secondFactor: 'none',
    ...extra,
  };
}

export const OPTIONS: UserOptions = {
  locations: [
    { id: 1, code: 'ATL-0001', name: 'Buckeye Heavy Equipment', brandId: 1, regionCode: 'NA' },
    { id: 2, code: 'ATL-0002', name: 'Miami Valley Machinery', brandId: 1, regionCode: 'NA' },
  ],
  brands: [
    { id: 1, name: 'Atlas', assignable: true },
    { id: 2, name: 'Atlas Portable Power', assignable: false },
  ],
  regions: [
    { code: 'NA', name: 'North America', assignable: true },
    { code: 'EMEA', name: 'Europe, Middle East and Africa', assignable: false },
  ],
  roles: [
    {
      id: 10,
      name: 'DOCUMENT_READER',
      displayName: 'Document reader',
      singular: false,
      excludeFromCopyUser: false,
      assignable: true,
    },
    {
      id: 11,
      name: 'SERVICE_MANAGER',
      displayName: 'Service manager',
      singular: true,
      excludeFromCopyUser: false,
      assignable: true,
    },
    {
      id: 12,
      name: 'DEALER_USER_ADMIN',
      displayName: 'Dealer user administrator',
      singular: false,
      excludeFromCopyUser: false,
      assignable: false,
    },
  ],
  permissionSets: [
    {
      id: 20,
      name: 'DEALER_LEADERSHIP',
      displayName: 'Dealer leadership',
      selectionMode: 'SINGLE',
      roleIds: [11],
    },
  ],
  applications: [
    { id: 30, displayName: 'Parts Catalogue', brandId: 1, regionCode: null, roleIds: [] },
  ],
};

export function detail(extra: Partial<UserDetail> = {}): UserDetail {
  return {
    id: 7,
    firstName: 'Sam',
    lastName: 'Standard',
    email: 'sam.standard@atlas.example',
    jobTitle: 'Service Technician',
    mobilePhone: '+1 614 555 0100',
    secondaryPhone: null,
    fax: null,
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    status: 'ACTIVE',
    deactivationReason: null,
    serialNumber: 'D200002',
    directoryUsername: null,
    preferredLanguage: 'en',
    emailVerified: true,
    lastLoginAt: null,
    lastPasswordChangeAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastModifiedAt: '2026-01-01T00:00:00.000Z',
    modifiedBy: null,
    version: 3,
    locations: [
      {
        organizationId: 1,
        code: 'ATL-0001',
        name: 'Buckeye Heavy Equipment',
        brandId: 1,
        regionCode: 'NA',
        mode: 'INCLUDE',
        preferred: true,
        inScope: true,
      },
    ],
    brandIds: [1],
    regionCodes: ['NA'],
    roles: [
      {
        roleId: 10,
        name: 'DOCUMENT_READER',
        displayName: 'Document reader',
        organizationId: 1,
        assignable: true,
      },
    ],
    permissionSetIds: [],
    applicationIds: [],
    digitalPermissions: [],
    emailPreferences: [],
    self: false,
    manageable: true,
    secondFactor: 'none',
    ...extra,
  };
}
