// Pages of the signed-in experience: home, preferences, support, documents.
import type { LazyPage } from './lazy';
import { titlePage } from './lazy';

export const EXPERIENCE_PAGES = {
  home: () => import('../../features/home/home-page').then((m) => ({ Component: m.HomePage })),
  preferences: titlePage,
  support: titlePage,
  documents: titlePage,
} satisfies Record<string, LazyPage>;
