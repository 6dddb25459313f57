// The compliance flows as `app.compliance`: the services of services/compliance bound to the database.
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { bindFirst } from '../../lib/bind-first.js';
import {
  changePasswordAndQuestion,
  isPasswordExpired,
} from '../../services/compliance/password-service.js';
import {
  confirmAttestation,
  deactivateForAttestation,
  listAttestationUsers,
} from '../../services/compliance/attestation-service.js';
import {
  listDirectoryLocations,
  pageDirectoryLocations,
  recordDirectoryReview,
  saveDirectorySelections,
  searchDirectoryIdentities,
} from '../../services/compliance/directory-service.js';
import { setRequiredActions } from '../../services/compliance/required-actions-service.js';

function complianceServices(db: Database) {
  return {
    ...bindFirst(db.orm, {
      isPasswordExpired,
      listAttestationUsers,
      listDirectoryLocations,
      pageDirectoryLocations,
      searchDirectoryIdentities,
    }),
    ...bindFirst(db, {
      changePasswordAndQuestion,
      deactivateForAttestation,
      confirmAttestation,
      saveDirectorySelections,
      recordDirectoryReview,
      setRequiredActions,
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    compliance: ReturnType<typeof complianceServices>;
  }
}

export default fp(
  async (app) => {
    app.decorate('compliance', complianceServices(app.db));
  },
  { name: 'compliance', dependencies: ['db'] },
);
