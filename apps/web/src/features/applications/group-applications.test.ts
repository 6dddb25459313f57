// My Applications grouping and ordering rules.
import { describe, expect, it } from 'vitest';
import type { UserApplication } from '@portal/shared';
import { groupApplications } from './group-applications';

let nextId = 1;
function app(name: string, over: Partial<UserApplication> = {}): UserApplication {
  return {
    id: nextId++,
    name,
    link: `https://${name.toLowerCase().replace(/\W/g, '')}.example`,
    region: null,
    brand: null,
    categories: [],
    features: [],
    description: '',
    iconVersion: null,
    ...over,
  };
}
const NA = { code: 'NA', name: 'North America' };
const EMEA = { code: 'EMEA', name: 'Europe, Middle East and Africa' };

const shape = (groups: ReturnType<typeof groupApplications>) =>
  groups.map((g) => ({
    region: g.region?.code ?? null,
    categories: g.categories.map((c) => [c.category, c.applications.map((a) => a.name)]),
  }));

describe('groupApplications', () => {
  it('groups by region (all-regions first, then by name), then by category', () => {
    const groups = groupApplications([
      app('Warranty', { region: NA, categories: ['Warranty'] }),
      app('Scheduler', { region: NA, categories: ['Service'] }),
      app('Claims EU', { region: EMEA, categories: ['Warranty'] }),
      app('Catalogue', { categories: ['Parts'] }),
    ]);
    expect(shape(groups)).toEqual([
      { region: null, categories: [['Parts', ['Catalogue']]] },
      { region: 'EMEA', categories: [['Warranty', ['Claims EU']]] },
      {
        region: 'NA',
        categories: [
          ['Service', ['Scheduler']],
          ['Warranty', ['Warranty']],
        ],
      },
    ]);
  });

  it('puts named categories first, then the uncategorised ones, and Admin last', () => {
    const groups = groupApplications([
      app('Users', { categories: ['Admin'], link: '/admin/users' }),
      app('Directory'),
      app('Training portal', { categories: ['Training'] }),
      app('Atlas Academy', { categories: ['Academy'] }),
    ]);
    expect(shape(groups)[0]!.categories.map((c) => c[0])).toEqual([
      'Academy',
      'Training',
      null,
      'Admin',
    ]);
  });

  it('sorts applications by name within a category, case and accents ignored', () => {
    const groups = groupApplications([
      app('zeta', { categories: ['Parts'] }),
      app('Épsilon', { categories: ['Parts'] }),
      app('alpha', { categories: ['Parts'] }),
    ]);
    expect(shape(groups)[0]!.categories[0]![1]).toEqual(['alpha', 'Épsilon', 'zeta']);
  });

  it('lists an application under each of its categories', () => {
    const groups = groupApplications([app('Hub', { categories: ['Sales', 'Service'] })]);
    expect(shape(groups)[0]!.categories).toEqual([
      ['Sales', ['Hub']],
      ['Service', ['Hub']],
    ]);
  });

  it('orders categories and regions by their shown (translated) labels', () => {
    const labels: Record<string, string> = { Parts: 'Teile', Service: 'Kundendienst' };
    const groups = groupApplications(
      [app('A', { categories: ['Parts'] }), app('B', { categories: ['Service'] })],
      { categoryLabel: (c) => labels[c] ?? c, locale: 'de' },
    );
    expect(shape(groups)[0]!.categories.map((c) => c[0])).toEqual(['Service', 'Parts']);
  });

  it('shows the brand’s applications and the brandless ones only', () => {
    const groups = groupApplications(
      [
        app('Atlas tool', { brand: { id: 1, name: 'Atlas' } }),
        app('Kestrel tool', { brand: { id: 4, name: 'Kestrel' } }),
        app('Common tool'),
      ],
      { brandId: 4 },
    );
    expect(shape(groups)[0]!.categories[0]![1]).toEqual(['Common tool', 'Kestrel tool']);
  });

  it('gives nothing for nothing', () => {
    expect(groupApplications([])).toEqual([]);
  });
});
