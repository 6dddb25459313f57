// Catalogue administration as `app.catalog`: each catalogue's services bound to the database.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { bindFirst } from '../../lib/bind-first.js';
import * as announcements from '../../services/catalog/announcements.js';
import * as applications from '../../services/catalog/applications.js';
import * as permissionSets from '../../services/catalog/permission-sets.js';
import * as securityRoles from '../../services/catalog/security-roles.js';
import { catalogChoices } from '../../services/catalog/catalog-reads.js';

function catalogServices(db: Database) {
  return {
    announcements: bindFirst(db, {
      list: announcements.listAnnouncements,
      get: announcements.getAnnouncement,
      create: announcements.createAnnouncement,
      update: announcements.updateAnnouncement,
      remove: announcements.deleteAnnouncement,
      definitions: announcements.announcementDefinitions,
      collection: announcements.getAnnouncementCollection,
    }),
    applications: bindFirst(db, {
      list: applications.listApplications,
      get: applications.getApplication,
      create: applications.createApplication,
      update: applications.updateApplication,
      remove: applications.deleteApplication,
    }),
    permissionSets: bindFirst(db, {
      list: permissionSets.listPermissionSets,
      get: permissionSets.getPermissionSet,
      create: permissionSets.createPermissionSet,
      update: permissionSets.updatePermissionSet,
      remove: permissionSets.deletePermissionSet,
    }),
    securityRoles: bindFirst(db, {
      list: securityRoles.listSecurityRoles,
      get: securityRoles.getSecurityRole,
      create: securityRoles.createSecurityRole,
      update: securityRoles.updateSecurityRole,
      remove: securityRoles.deleteSecurityRole,
    }),
    ...bindFirst(db, { choices: catalogChoices }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: ReturnType<typeof catalogServices>;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalog', catalogServices(app.db));
  },
  { name: 'catalog', dependencies: ['db'] },
);
