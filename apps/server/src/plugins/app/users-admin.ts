// User administration (delegated scope) as `app.usersAdmin`: the services of services/users bound
// to the database, configuration and mailer.
import fp from 'fastify-plugin';
import { bindFirst } from '../../lib/bind-first.js';
import { createUser } from '../../services/users/create-users.js';
import { updateUser } from '../../services/users/users-service.js';
import {
  deactivateUser,
  deleteUser,
  reactivateUser,
  resendVerification,
} from '../../services/users/lifecycle-service.js';
import { copyRole, copyUser } from '../../services/users/copy-service.js';
import { resetSecondFactors } from '../../services/users/second-factor-reset.js';
import { getHistory, getUser, userOptions } from '../../services/users/view-service.js';
import { exportCsv } from '../../services/users/csv-export.js';
import { listUsersFor } from '../../services/users/list-service.js';
import { readOutbox } from '../../services/records/dev-outbox.js';
import type { UsersDeps } from '../../services/users/deps.js';

function usersAdminServices(deps: UsersDeps) {
  return {
    ...bindFirst(deps, {
      createUser,
      updateUser,
      deactivateUser,
      reactivateUser,
      deleteUser,
      resendVerification,
      copyUser,
      copyRole,
      resetSecondFactors,
    }),
    ...bindFirst(deps.db, {
      listUsers: listUsersFor,
      getUser,
      userOptions,
      getHistory,
      exportCsv,
      outbox: readOutbox,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    usersAdmin: ReturnType<typeof usersAdminServices>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'usersAdmin',
      usersAdminServices({ db: app.db, config: app.config, mailer: app.mailer }),
    );
  },
  { name: 'users-admin', dependencies: ['config', 'db', 'mailer'] },
);
