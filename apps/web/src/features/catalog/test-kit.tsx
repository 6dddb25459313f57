// Component-test set-up of the catalogue: English 'catalog' texts, a memory router, a query client.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import catalogEn from '../../../../../packages/shared/locales/catalog/en.json';
import { createI18n } from '../../lib/i18n';

export async function renderCatalog(routes: RouteObject[], path: string) {
  const i18n = await createI18n({ basePath: '', backend: null });
  i18n.addResourceBundle('en', 'catalog', catalogEn);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** One element at `/` (and a list page at /list to navigate to). */
export const page = (element: ReactNode): RouteObject[] => [
  { path: '/', element },
  { path: '/list', element: <h1>List page</h1> },
];
