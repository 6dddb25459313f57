// Bulk import (issue 14) as `app.imports`: the services of services/imports bound to the
// database, configuration and mailer.
import fp from 'fastify-plugin';
import { bindFirst } from '../../lib/bind-first.js';
import { applyRun } from '../../services/imports/apply-service.js';
import type { ImportsDeps } from '../../services/imports/deps.js';
import { template } from '../../services/imports/files.js';
import { history, runErrors, runReport, runSummary } from '../../services/imports/read-service.js';
import { discardUpload, finishUpload, stageUpload } from '../../services/imports/upload-service.js';

function importServices(deps: ImportsDeps) {
  return {
    ...bindFirst(deps, { stageUpload, finishUpload, discardUpload, applyRun }),
    ...bindFirst(deps.db, { history, runSummary, runErrors, runReport }),
    template,
    limits: deps.config.imports,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    imports: ReturnType<typeof importServices>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'imports',
      importServices({
        db: app.db,
        config: app.config,
        mailer: app.mailer,
        log: (err) => app.log.error({ err }, 'import apply failed'),
      }),
    );
  },
  { name: 'imports', dependencies: ['config', 'db', 'mailer'] },
);
