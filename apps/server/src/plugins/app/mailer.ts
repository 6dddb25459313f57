// The portal's outgoing mail as `app.mailer` (outbox, and SMTP when configured); the jobs retry it.
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer.js';

export type { Mailer };

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer(app.db, {
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      log: (err) => app.log.error({ err }, 'sending mail failed'),
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.settled());
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
