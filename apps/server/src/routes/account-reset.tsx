// The forgotten-password pages: /account/forgot asks for the e-mail address and answers the same
// whatever it is; /account/reset?token=… sets a new password through the mailed link.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginEmailSchema, PASSWORD_MIN } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { AccountPage, Field, NewPasswordFields, renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { ErrorAlert, mfaText } from '../oidc/factor-views.js';
import { resetLinkEmail, resetPassword, sendResetLink } from '../oidc/password-reset.js';
import { translator } from '../lib/locale-files.js';

const users = translator('users');
const login = translator('login');

function forgotPage(ctx: PageContext, sent: boolean) {
  const l = ctx.locale;
  return renderPage(
    <AccountPage ctx={ctx} title={mfaText(l, 'forgot.title')}>
      <h1>{mfaText(l, 'forgot.title')}</h1>
      {sent ? (
        <div className="notice" role="status">
          {mfaText(l, 'forgot.sent')}
        </div>
      ) : (
        <>
          <p className="intro">{mfaText(l, 'forgot.intro')}</p>
          <form method="post" action={`${ctx.config.basePath}/account/forgot`} noValidate>
            <input type="hidden" name="ui_locale" value={l} />
            <Field id="email" label={login(l, 'email')} type="email" autoComplete="username" />
            <button type="submit">{mfaText(l, 'forgot.submit')}</button>
          </form>
        </>
      )}
      <p>
        <a href={`${ctx.config.basePath}/`}>{mfaText(l, 'forgot.back')}</a>
      </p>
    </AccountPage>,
  );
}

function resetPage(ctx: PageContext, token: string, email: string, error?: string) {
  const l = ctx.locale;
  return renderPage(
    <AccountPage ctx={ctx} title={mfaText(l, 'reset.title')}>
      <h1>{mfaText(l, 'reset.title')}</h1>
      <p className="intro">{mfaText(l, 'reset.intro', { email })}</p>
      <ErrorAlert id="reset-error" text={error} />
      <form method="post" action={`${ctx.config.basePath}/account/reset`} noValidate>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="ui_locale" value={l} />
        <input type="hidden" name="username" value={email} autoComplete="username" />
        <NewPasswordFields locale={l} errorId={error ? 'reset-error' : undefined} />
        <button type="submit">{mfaText(l, 'reset.submit')}</button>
      </form>
    </AccountPage>,
  );
}

function messagePage(ctx: PageContext, key: 'invalid' | 'done') {
  const l = ctx.locale;
  return renderPage(
    <AccountPage ctx={ctx} title={mfaText(l, `reset.${key}Title`)}>
      <h1>{mfaText(l, `reset.${key}Title`)}</h1>
      <p className="intro">{mfaText(l, `reset.${key}Text`)}</p>
      <p>
        <a
          className="button"
          href={`${ctx.config.basePath}/${key === 'invalid' ? 'account/forgot' : ''}`}
        >
          {mfaText(l, key === 'invalid' ? 'forgot.title' : 'reset.signIn')}
        </a>
      </p>
    </AccountPage>,
  );
}

export async function registerResetPages(
  scope: FastifyInstance,
  deps: {
    db: Database;
    config: Config;
    mailer: Mailer;
    context: (req: FastifyRequest, locale: unknown) => PageContext;
    html: (reply: FastifyReply, status: number, body: string) => FastifyReply;
    log: (err: unknown) => void;
  },
) {
  const { db, config, context, html } = deps;
  const base = config.basePath;
  const open = { config: { access: { public: true } } };
  const field = (req: FastifyRequest, name: string, max = 1000) => {
    const v = ((req.body ?? {}) as Record<string, unknown>)[name];
    return typeof v === 'string' ? v.slice(0, max) : '';
  };

  scope.get(`${base}/account/forgot`, open, async (req, reply) =>
    html(
      reply,
      200,
      forgotPage(context(req, (req.query as Record<string, unknown>).ui_locales), false),
    ),
  );

  scope.post(`${base}/account/forgot`, open, async (req, reply) => {
    const ctx = context(req, field(req, 'ui_locale'));
    const email = loginEmailSchema.safeParse(field(req, 'email', 255));
    // The same answer at once for every address: the look-up and the mail run after it.
    if (email.success && email.data)
      setImmediate(() => void sendResetLink(deps, email.data).catch(deps.log));
    return html(reply, 200, forgotPage(ctx, true));
  });

  scope.get(`${base}/account/reset`, open, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const ctx = context(req, query.ui_locales);
    const token = typeof query.token === 'string' ? query.token.slice(0, 200) : '';
    const email = await resetLinkEmail(db, token);
    if (!email) return html(reply, 410, messagePage(ctx, 'invalid'));
    return html(reply, 200, resetPage(ctx, token, email));
  });

  scope.post(`${base}/account/reset`, open, async (req, reply) => {
    const ctx = context(req, field(req, 'ui_locale'));
    const token = field(req, 'token', 200);
    const result = await resetPassword(db, token, field(req, 'password'), field(req, 'confirm'));
    if (result.ok) return html(reply, 200, messagePage(ctx, 'done'));
    if (result.reason === 'invalid') return html(reply, 410, messagePage(ctx, 'invalid'));
    const key = result.reason === 'mismatch' ? 'validation.equalTo' : `validation.${result.reason}`;
    const message = users(ctx.locale, key, { max: '255', min: String(PASSWORD_MIN) });
    const email = (await resetLinkEmail(db, token)) ?? '';
    return html(reply, 400, resetPage(ctx, token, email, message));
  });
}
