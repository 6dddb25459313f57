// Demo directory data for the compliance reviews: the directory types of both contexts, a
// configuration per location, selections filled where a location has a fitting user, a few staff
// at Rita's and Sid's locations, and the gaps that give Rita (a dealer-location contact missing at
// ATL-0004) and Sid (no dealer principal at KES-0001) their review work.
import type { DirectoryContext } from '@portal/shared';
import type { Executor } from '../db/client.js';
import { insertDirectoryDemo } from '../repositories/seed/directory-repository.js';

interface SeedType {
  context: DirectoryContext;
  name: string;
  displayName: string;
  description: string;
  required: boolean;
}

export const DIRECTORY_TYPES: readonly SeedType[] = [
  {
    context: 'SINGULAR_ROLES',
    name: 'DEALER_PRINCIPAL',
    displayName: 'Dealer principal',
    description: 'The one person who signs for the dealership.',
    required: true,
  },
  {
    context: 'SINGULAR_ROLES',
    name: 'SERVICE_MANAGER',
    displayName: 'Service manager',
    description: 'The one person who approves service work at the location.',
    required: false,
  },
  {
    context: 'DEALER_LOCATION',
    name: 'SERVICE_MANAGER',
    displayName: 'Service Manager',
    description: 'Customers and the factory contact this person about service.',
    required: true,
  },
  {
    context: 'DEALER_LOCATION',
    name: 'PARTS_MANAGER',
    displayName: 'Parts Manager',
    description: 'Receives parts bulletins and back-order notices.',
    required: true,
  },
  {
    context: 'DEALER_LOCATION',
    name: 'WARRANTY_ADMINISTRATOR',
    displayName: 'Warranty Administrator',
    description: 'Files warranty claims for the location.',
    required: false,
  },
];

/** Staff at the review locations: the people Rita and Sid can choose. */
const STAFF = [
  ['sean.service@atlas.example', 'Sean', 'Service', 'Service Lead', 'ATL-0004', 'D200202'],
  ['paula.parts@atlas.example', 'Paula', 'Parts', 'Parts Supervisor', 'ATL-0004', 'D200201'],
  ['wendy.warranty@atlas.example', 'Wendy', 'Warranty', 'Warranty Clerk', 'ATL-0004', 'D200203'],
  ['kenji.kato@atlas.example', 'Kenji', 'Kato', 'Branch Principal', 'KES-0001', 'D200204'],
  ['mei.lin@atlas.example', 'Mei', 'Lin', 'Workshop Manager', 'KES-0001', 'D200205'],
] as const;

/** [context, type, location] left without anyone: the reviews' work. */
const GAPS: readonly [DirectoryContext, string, string][] = [
  ['DEALER_LOCATION', 'PARTS_MANAGER', 'ATL-0004'],
  ['SINGULAR_ROLES', 'DEALER_PRINCIPAL', 'KES-0001'],
];

export const seedCompliance = (tx: Executor, passwordHash: string) =>
  insertDirectoryDemo(tx, passwordHash, { STAFF, DIRECTORY_TYPES, GAPS });
