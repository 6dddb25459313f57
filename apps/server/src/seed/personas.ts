// The demo accounts of BRIEF section 4: every one must exist exactly as described there.

export const DEMO_PASSWORD = 'Portal-Demo-2026!';

export interface DemoOrg {
  code: string;
  name: string;
  brandId: number;
  region: string;
  city: string;
  country: string;
}

export const DEMO_ORGS: readonly DemoOrg[] = [
  {
    code: 'ATL-0001',
    name: 'Buckeye Heavy Equipment',
    brandId: 1,
    region: 'NA',
    city: 'Columbus',
    country: 'US',
  },
  {
    code: 'ATL-0002',
    name: 'Miami Valley Machinery',
    brandId: 1,
    region: 'NA',
    city: 'Dayton',
    country: 'US',
  },
  {
    code: 'ATL-0003',
    name: 'Rheinland Baumaschinen',
    brandId: 1,
    region: 'EMEA',
    city: 'Köln',
    country: 'DE',
  },
  {
    code: 'ATL-0004',
    name: 'Great Lakes Earthmoving',
    brandId: 1,
    region: 'NA',
    city: 'Toledo',
    country: 'US',
  },
  {
    code: 'APP-0001',
    name: 'Lone Star Power Rentals',
    brandId: 2,
    region: 'NA',
    city: 'Austin',
    country: 'US',
  },
  {
    code: 'COR-0001',
    name: 'Pampa Corvid Equipos',
    brandId: 3,
    region: 'LATAM',
    city: 'Córdoba',
    country: 'AR',
  },
  {
    code: 'KES-0001',
    name: 'Southern Cross Attachments',
    brandId: 4,
    region: 'APAC',
    city: 'Brisbane',
    country: 'AU',
  },
];

export interface Persona {
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  userType: 'INTERNAL' | 'EXTERNAL';
  accountType: 'ADMINISTRATOR' | 'STANDARD';
  roles: readonly string[];
  brands: readonly number[];
  regions: readonly string[];
  /** Organisation codes; the first is the preferred location. 'ALL' assigns every location. */
  orgs: readonly string[] | 'ALL';
  employeeNumber: string | null;
  directoryGroups?: readonly string[];
  requiredActions?: readonly string[];
  lastLoginDaysAgo?: number | null;
}

const ALL_BRANDS = [1, 2, 3, 4];
const ALL_REGIONS = ['NA', 'EMEA', 'APAC', 'LATAM'];

/** Users Aria reviews: external standard users of ATL-0003 (brand 1, EMEA), one role each. */
type Reviewed = [string, string, string, string, string, string, number | null];
const REVIEWED: readonly Reviewed[] = [
  ['nils.never@atlas.example', 'Nils', 'Never', 'Apprentice', 'DOCUMENT_READER', 'D200101', null],
  ['rosa.recent@atlas.example', 'Rosa', 'Recent', 'Parts Advisor', 'PARTS_MANAGER', 'D200102', 7],
  ['mia.month@atlas.example', 'Mia', 'Month', 'Warranty Clerk', 'WARRANTY_CLERK', 'D200103', 45],
  ['olaf.old@atlas.example', 'Olaf', 'Old', 'Field Technician', 'DOCUMENT_READER', 'D200104', 120],
];
const reviewed = ([email, firstName, lastName, jobTitle, role, employeeNumber, days]: Reviewed) =>
  ({
    email,
    firstName,
    lastName,
    jobTitle,
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    roles: [role],
    brands: [1],
    regions: ['EMEA'],
    orgs: ['ATL-0003'],
    employeeNumber,
    lastLoginDaysAgo: days,
  }) satisfies Persona;

export const PERSONAS: readonly Persona[] = [
  {
    email: 'ada.admin@atlas.example',
    firstName: 'Ada',
    lastName: 'Admin',
    jobTitle: 'Portal Administrator',
    userType: 'INTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['PORTAL_SUPER_ADMIN'],
    brands: ALL_BRANDS,
    regions: ALL_REGIONS,
    orgs: 'ALL',
    employeeNumber: 'A100001',
    directoryGroups: ['portal-admins'],
    lastLoginDaysAgo: 1,
  },
  {
    email: 'dan.dealer@atlas.example',
    firstName: 'Dan',
    lastName: 'Dealer',
    jobTitle: 'Dealer Principal',
    userType: 'EXTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['DEALER_USER_ADMIN', 'DOCUMENT_READER'],
    brands: [1],
    regions: ['NA'],
    orgs: ['ATL-0001', 'ATL-0002'],
    employeeNumber: 'D200001',
    lastLoginDaysAgo: 2,
  },
  {
    email: 'sam.standard@atlas.example',
    firstName: 'Sam',
    lastName: 'Standard',
    jobTitle: 'Service Technician',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    roles: ['DOCUMENT_READER'],
    brands: [1],
    regions: ['NA'],
    orgs: ['ATL-0001'],
    employeeNumber: 'D200002',
    lastLoginDaysAgo: 3,
  },
  {
    email: 'ivy.internal@atlas.example',
    firstName: 'Ivy',
    lastName: 'Internal',
    jobTitle: 'Product Specialist',
    userType: 'INTERNAL',
    accountType: 'STANDARD',
    roles: ['EMPLOYEE'],
    brands: [1, 2],
    regions: ['NA', 'EMEA'],
    orgs: ['ATL-0001', 'APP-0001'],
    employeeNumber: null,
    lastLoginDaysAgo: 5,
  },
  {
    email: 'otto.readonly@atlas.example',
    firstName: 'Otto',
    lastName: 'Readonly',
    jobTitle: 'Compliance Auditor',
    userType: 'INTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['READ_ONLY_ADMIN'],
    brands: ALL_BRANDS,
    regions: ALL_REGIONS,
    orgs: 'ALL',
    employeeNumber: 'A100002',
    lastLoginDaysAgo: 4,
  },
  {
    email: 'pat.password@atlas.example',
    firstName: 'Pat',
    lastName: 'Password',
    jobTitle: 'Parts Counter',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    roles: ['DOCUMENT_READER'],
    brands: [1],
    regions: ['NA'],
    orgs: ['ATL-0002'],
    employeeNumber: 'D200003',
    requiredActions: ['changePassword'],
    lastLoginDaysAgo: 12,
  },
  {
    email: 'aria.attest@atlas.example',
    firstName: 'Aria',
    lastName: 'Attest',
    jobTitle: 'Branch Manager',
    userType: 'EXTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['DEALER_USER_ADMIN', 'DOCUMENT_READER'],
    brands: [1],
    regions: ['EMEA'],
    orgs: ['ATL-0003'],
    employeeNumber: 'D200004',
    requiredActions: ['adminAttestation'],
    lastLoginDaysAgo: 1,
  },
  {
    email: 'rita.review@atlas.example',
    firstName: 'Rita',
    lastName: 'Review',
    jobTitle: 'Operations Manager',
    userType: 'EXTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['DEALER_USER_ADMIN', 'DOCUMENT_READER'],
    brands: [1],
    regions: ['NA'],
    orgs: ['ATL-0004'],
    employeeNumber: 'D200005',
    requiredActions: ['directoryReview'],
    lastLoginDaysAgo: 6,
  },
  {
    email: 'sid.singular@atlas.example',
    firstName: 'Sid',
    lastName: 'Singular',
    jobTitle: 'General Manager',
    userType: 'EXTERNAL',
    accountType: 'ADMINISTRATOR',
    roles: ['DEALER_USER_ADMIN', 'DOCUMENT_READER'],
    brands: [4],
    regions: ['APAC'],
    orgs: ['KES-0001'],
    employeeNumber: 'D200006',
    requiredActions: ['singularRolesReview'],
    lastLoginDaysAgo: 8,
  },
  {
    email: 'nora.noorg@atlas.example',
    firstName: 'Nora',
    lastName: 'Noorg',
    jobTitle: 'Sales Assistant',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    roles: [],
    brands: [],
    regions: [],
    orgs: [],
    employeeNumber: 'D200007',
    lastLoginDaysAgo: 20,
  },
  {
    email: 'cora.corvid@corvid.example',
    firstName: 'Cora',
    lastName: 'Corvid',
    jobTitle: 'Service Advisor',
    userType: 'EXTERNAL',
    accountType: 'STANDARD',
    roles: ['DOCUMENT_READER'],
    brands: [3],
    regions: ['LATAM'],
    orgs: ['COR-0001'],
    employeeNumber: 'D200008',
    lastLoginDaysAgo: 2,
  },
  // Users Aria reviews in her attestation: one per login-age group (never, <30, >30, >90 days).
  ...REVIEWED.map(reviewed),
];
