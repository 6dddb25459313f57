// The signed-in experience as `app.experience`: the services of services/experience bound to the database.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { bindFirst } from '../../lib/bind-first.js';
import { getProfile } from '../../services/experience/profile.js';
import { listUserApplications } from '../../services/experience/applications.js';
import {
  listUserNotifications,
  setNotificationRead,
} from '../../services/experience/notifications.js';
import { listFavourites, setFavourite } from '../../services/experience/favourites.js';
import { listSupportAdministrators } from '../../services/experience/support.js';
import { getPreferences, patchUser } from '../../services/experience/preferences.js';
import {
  createDocument,
  deleteDocument,
  documentFile,
  listDocuments,
  updateDocument,
} from '../../services/experience/documents.js';

function experienceServices(db: Database) {
  return {
    ...bindFirst(db.orm, {
      getProfile,
      listUserApplications,
      listFavourites,
      setFavourite,
      listUserNotifications,
      setNotificationRead,
      listSupportAdministrators,
      getPreferences,
      listDocuments,
      documentFile,
    }),
    ...bindFirst(db, { patchUser, createDocument, updateDocument, deleteDocument }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    experience: ReturnType<typeof experienceServices>;
  }
}

export default fp(
  async (app) => {
    app.decorate('experience', experienceServices(app.db));
  },
  { name: 'experience', dependencies: ['db'] },
);
