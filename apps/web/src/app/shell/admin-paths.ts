// Whether a route is an admin page (the side navigation frames those): apart from the navigation's
// items, so the first page of the portal does not load them.
/** Routes of the admin area, where the side navigation shows. */
export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
