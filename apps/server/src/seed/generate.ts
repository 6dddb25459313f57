// Generated dealer network at realistic scale: locations across brands and regions, and their users.
import type { Executor } from '../db/client.js';
import { insertDealerNetwork } from '../repositories/seed/network-repository.js';

const FIRST = [
  'James',
  'Maria',
  'Lukas',
  'Sofia',
  'Chen',
  'Aiko',
  'Pedro',
  'Emma',
  'Noah',
  'Olivia',
  'Mateo',
  'Hana',
  'Liam',
  'Chloé',
  'Jonas',
  'Lucía',
  'Min-jun',
  'Giulia',
  'Daan',
  'Wei',
  'Amara',
  'Ines',
  'Tomás',
  'Freya',
];
const LAST = [
  'Smith',
  'Müller',
  'García',
  'Rossi',
  'Kim',
  'Wang',
  'Jansen',
  'Dubois',
  'Silva',
  'Novak',
  'Johnson',
  'López',
  'Schmidt',
  'Bianchi',
  'Park',
  'Li',
  'de Vries',
  'Martin',
  'Santos',
  'Nowak',
  'Brown',
  'Fischer',
  'Moreau',
  'Costa',
];
const TOWNS = [
  'Springfield',
  'Riverton',
  'Hamburg',
  'Lyon',
  'Sevilla',
  'Torino',
  'Utrecht',
  'Porto',
  'Busan',
  'Chengdu',
  'Calgary',
  'Monterrey',
  'Perth',
  'Osaka',
  'Denver',
  'Leeds',
  'Graz',
  'Gdańsk',
  'Curitiba',
  'Valparaíso',
];
const KINDS = [
  'Equipment',
  'Machinery',
  'Power',
  'Tractor & Loader',
  'Construction Supply',
  'Rental',
];
const BRAND_PREFIX = ['ATL', 'APP', 'COR', 'KES'];
const REGIONS = ['NA', 'EMEA', 'APAC', 'LATAM'];
const ROLES = ['DOCUMENT_READER', 'PARTS_MANAGER', 'WARRANTY_CLERK'];

export const generateDealerNetwork = (tx: Executor, size: { orgs: number; users: number }) =>
  insertDealerNetwork(tx, size, { FIRST, LAST, TOWNS, KINDS, BRAND_PREFIX, REGIONS, ROLES });
