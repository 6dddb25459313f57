// Pages of the signed-in experience: home, preferences, support, documents.
import type { LazyPage } from './lazy';

export const EXPERIENCE_PAGES = {
  home: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  preferences: () =>
    import('../../features/preferences/preferences-page').then((m) => ({
      Component: m.PreferencesPage,
    })),
  support: () => import('./support-route').then((m) => ({ Component: m.SupportRoute })),
  documents: () => import('./documents-route').then((m) => ({ Component: m.DocumentsRoute })),
} satisfies Record<string, LazyPage>;
