// The account page "password and security" of the embedded provider: a user confirms their e-mail
// address and current password and sets a new password and security question, through the same
// service and rules as POST /v2/user/migrate/ldap.
import type { FastifyInstance } from 'fastify';
import {
  PASSWORD_MIN,
  SECURITY_ANSWER_MIN_LENGTH,
  migrateLdapBodySchema,
  type Locale,
} from '@portal/shared';
import { translator } from '../lib/locale-files.js';
import { HttpError } from '../lib/http-errors.js';
import {
  AccountPage,
  CredentialFields,
  Field,
  NewPasswordFields,
  renderPage,
} from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { signIn } from '../oidc/accounts.js';
import { providerSessionId } from '../oidc/browser-session.js';
import { securityQuestions } from '../services/experience/preferences.js';
import { changeOwnPassword } from '../services/account/account-owner.js';
import { registerSessionsPage, SessionsSection, sessionsFor } from './account-sessions.js';
import type { SessionView } from '../oidc/sessions.js';
import { AccountLanguageForm, formField, type AccountPageDeps } from './account-frame.js';

const login = translator('login');
const users = translator('users');
const mfa = translator('mfa');
const passkeys = translator('passkeys');

interface Typed {
  email?: string;
  question?: string;
}

/** The sessions section: the browser's person's sessions (none when signed out) and a notice. */
interface SessionsPart {
  sessions: SessionView[] | undefined;
  notice?: string;
}

function securityForm(
  ctx: PageContext,
  typed: Typed,
  error?: string,
  part: SessionsPart = { sessions: undefined },
): string {
  const l = ctx.locale;
  const action = `${ctx.config.basePath}/account/security`;
  const invalid = error ? 'security-error' : undefined;
  return renderPage(
    <AccountPage ctx={ctx} title={login(l, 'security.title')}>
      <h1>{login(l, 'security.title')}</h1>
      <p className="intro">{login(l, 'security.intro')}</p>
      <p>
        <a href={`${ctx.config.basePath}/account/security/authenticator?ui_locales=${l}`}>
          {mfa(l, 'account.title')}
        </a>
      </p>
      <p>
        <a href={`${ctx.config.basePath}/account/security/passkeys?ui_locales=${l}`}>
          {passkeys(l, 'account.title')}
        </a>
      </p>
      {error && (
        <div className="alert" role="alert" id="security-error">
          {error}
        </div>
      )}
      <form method="post" action={action} noValidate>
        <input type="hidden" name="ui_locale" value={l} />
        <CredentialFields
          emailLabel={login(l, 'email')}
          emailAutoComplete="username"
          email={typed.email}
          passwordId="current"
          passwordLabel={login(l, 'security.currentPassword')}
          errorId={invalid}
        />
        <NewPasswordFields locale={l} errorId={invalid} />
        <label htmlFor="question">{login(l, 'security.question')}</label>
        <select id="question" name="question" required defaultValue={typed.question}>
          {securityQuestions(l).map((q) => (
            <option key={q.key} value={q.key}>
              {q.value}
            </option>
          ))}
        </select>
        <Field
          id="answer"
          label={login(l, 'security.answer')}
          type="text"
          autoComplete="off"
          errorId={invalid}
        />
        <button type="submit">{login(l, 'security.submit')}</button>
      </form>
      <SessionsSection ctx={ctx} sessions={part.sessions} notice={part.notice} />
      <AccountLanguageForm locale={l} action={action} />
    </AccountPage>,
  );
}

function donePage(ctx: PageContext): string {
  const l = ctx.locale;
  return renderPage(
    <AccountPage ctx={ctx} title={login(l, 'security.doneTitle')}>
      <h1>{login(l, 'security.doneTitle')}</h1>
      <p className="intro">{login(l, 'security.doneText')}</p>
      <p>
        <a className="button" href={`${ctx.config.basePath}/`}>
          {users(l, 'account.toPortal')}
        </a>
      </p>
    </AccountPage>,
  );
}

/** The translated text of a refusal by the password service. */
function refusalText(l: Locale, err: HttpError): string {
  const key = err.key ?? '';
  if (key.startsWith('validation.'))
    return users(l, key, { min: String(PASSWORD_MIN), max: '255' });
  return users(l, 'validation.invalid');
}

export async function registerSecurityPage(scope: FastifyInstance, deps: AccountPageDeps) {
  const { db, context, html } = deps;
  const path = `${deps.config.basePath}/account/security`;

  scope.get(path, { config: { access: { public: true } } }, async (req, reply) => {
    const ctx = context(req, (req.query as Record<string, unknown>).ui_locales);
    return html(
      reply,
      200,
      securityForm(ctx, {}, undefined, { sessions: await sessionsFor(db, req) }),
    );
  });

  await registerSessionsPage(scope, {
    ...deps,
    securityPage: (ctx, sessions, notice) => securityForm(ctx, {}, undefined, { sessions, notice }),
  });

  scope.post(path, { config: { access: { public: true } } }, async (req, reply) => {
    const field = formField(req);
    const ctx = context(req, field('ui_locale'));
    const l = ctx.locale;
    const typed = { email: field('email').slice(0, 255), question: field('question') };
    const fail = async (message: string) =>
      html(reply, 400, securityForm(ctx, typed, message, { sessions: await sessionsFor(db, req) }));

    if (field('password') !== field('confirm')) return fail(login(l, 'security.mismatch'));
    const parsed = migrateLdapBodySchema.safeParse({
      password: field('password'),
      securityQuestion: field('question'),
      securityAnswer: field('answer'),
    });
    if (!parsed.success) {
      const where = String(parsed.error.issues[0]?.path[0] ?? '');
      return fail(
        where === 'securityAnswer'
          ? users(l, 'validation.minLength', { min: String(SECURITY_ANSWER_MIN_LENGTH) })
          : users(l, 'validation.required'),
      );
    }
    const who = await signIn(db, typed.email, field('current'), req.ip);
    if (!who.ok)
      return fail(
        who.reason === 'tooMany' ? login(l, 'tooMany') : login(l, 'security.wrongCredentials'),
      );
    try {
      const kept = { sessionId: providerSessionId(req) };
      if (!(await changeOwnPassword(db, who.subject, parsed.data, kept)))
        return fail(login(l, 'security.wrongCredentials'));
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) return fail(refusalText(l, err));
      throw err;
    }
    return html(reply, 200, donePage(ctx));
  });
}
