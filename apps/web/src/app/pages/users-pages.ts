// Pages of user administration: list, create, edit, copy user, copy by role (each its own chunk).
import type { LazyPage } from './lazy';

export const USERS_PAGES = {
  users: () => import('../../features/users/components/users-list-page'),
  copyUser: () => import('../../features/users/components/copy-user-page'),
  copyRole: () => import('../../features/users/components/copy-role-page'),
  createUser: () => import('../../features/users/components/create-user-page'),
  editUser: () => import('../../features/users/components/edit-user-page'),
} satisfies Record<string, LazyPage>;
