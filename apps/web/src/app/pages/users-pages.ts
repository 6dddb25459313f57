// Pages of user administration: list, create, edit, copy user, copy by role.
import type { LazyPage } from './lazy';
import { titlePage } from './lazy';

export const USERS_PAGES = {
  users: titlePage,
  copyUser: titlePage,
  copyRole: titlePage,
  createUser: titlePage,
  editUser: titlePage,
} satisfies Record<string, LazyPage>;
