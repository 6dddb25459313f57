// "Sessions and devices" on the account page /account/security: the person's provider sessions
// (browser, system, sign-in and last use; this one marked), ending one or all others after one
// question that names what ends, and saying afterwards what happened.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INTL_TAG, type Locale } from '@portal/shared';
import type { Database } from '../db/client.js';
import { AccountPage, renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { providerSessionId, sessionSubject } from '../oidc/browser-session.js';
import { endUserSessions, listSessions, type SessionView } from '../oidc/sessions.js';
import { accountOwner } from '../services/account/account-owner.js';
import { formField, type AccountPageDeps } from './account-frame.js';
import { translator } from '../lib/locale-files.js';

const t = translator('sessions');

/** "about 26 Nov 2026, 21:05" in the reader's language. */
function when(l: Locale, at: Date | null) {
  if (!at) return t(l, 'unknownTime');
  const text = new Intl.DateTimeFormat(INTL_TAG[l], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
  return t(l, 'about', { time: text });
}

/** "Firefox 133 on Ubuntu" with words for what the user agent did not tell. */
function deviceName(l: Locale, s: Pick<SessionView, 'browser' | 'system'>) {
  return t(l, 'device', {
    browser: s.browser ?? t(l, 'unknownBrowser'),
    system: s.system ?? t(l, 'unknownSystem'),
  });
}

function EndForm(p: {
  ctx: PageContext;
  action: 'ask' | 'askOthers' | 'end' | 'endOthers';
  label: string;
  keyValue?: string;
  accessibleName?: string;
  secondary?: boolean;
}) {
  return (
    <form method="post" action={`${p.ctx.config.basePath}/account/security/sessions`}>
      <input type="hidden" name="ui_locale" value={p.ctx.locale} />
      <input type="hidden" name="action" value={p.action} />
      {p.keyValue && <input type="hidden" name="key" value={p.keyValue} />}
      <button
        type="submit"
        className={p.secondary ? 'secondary' : undefined}
        aria-label={p.accessibleName}
      >
        {p.label}
      </button>
    </form>
  );
}

/** The section of /account/security; nothing when the browser is not signed in at the provider. */
export function SessionsSection(p: {
  ctx: PageContext;
  sessions: SessionView[] | undefined;
  notice?: string;
}) {
  const l = p.ctx.locale;
  if (!p.sessions) return null;
  const others = p.sessions.filter((s) => !s.current);
  return (
    <section aria-labelledby="sessions-title" className="sessions">
      <h2 id="sessions-title">{t(l, 'title')}</h2>
      <p className="intro">{t(l, 'intro')}</p>
      {p.notice && (
        <div className="notice" role="status">
          {p.notice}
        </div>
      )}
      <ul className="session-list">
        {p.sessions.map((s) => {
          const name = deviceName(l, s);
          return (
            <li key={s.key} aria-current={s.current ? 'true' : undefined}>
              <p className="session-device">
                <strong>{name}</strong>
                {s.current && <span className="badge">{t(l, 'thisDevice')}</span>}
              </p>
              <p className="detail">{t(l, 'signedIn', { time: when(l, s.signedInAt) })}</p>
              <p className="detail">{t(l, 'lastUsed', { time: when(l, s.lastUsedAt) })}</p>
              {!s.current && (
                <EndForm
                  ctx={p.ctx}
                  action="ask"
                  keyValue={s.key}
                  label={t(l, 'end')}
                  accessibleName={t(l, 'endNamed', { device: name })}
                  secondary
                />
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 ? (
        <EndForm ctx={p.ctx} action="askOthers" label={t(l, 'endOthers')} secondary />
      ) : (
        <p className="detail">{t(l, 'noOthers')}</p>
      )}
    </section>
  );
}

/** The one question before sessions end, naming each device that will be signed out. */
function confirmPage(ctx: PageContext, ending: SessionView[], key?: string) {
  const l = ctx.locale;
  const title = key
    ? t(l, 'confirmOneTitle')
    : t(l, 'confirmOthersTitle', { count: String(ending.length) });
  return renderPage(
    <AccountPage ctx={ctx} title={title}>
      <h1>{title}</h1>
      <p className="intro">{t(l, 'confirmText')}</p>
      <ul className="session-list">
        {ending.map((s) => (
          <li key={s.key}>
            <strong>{deviceName(l, s)}</strong>
            <p className="detail">{t(l, 'lastUsed', { time: when(l, s.lastUsedAt) })}</p>
          </li>
        ))}
      </ul>
      <EndForm
        ctx={ctx}
        action={key ? 'end' : 'endOthers'}
        keyValue={key}
        label={key ? t(l, 'confirmOne') : t(l, 'confirmOthers', { count: String(ending.length) })}
      />
      <p>
        <a href={`${ctx.config.basePath}/account/security?ui_locales=${l}`}>{t(l, 'cancel')}</a>
      </p>
    </AccountPage>,
  );
}

/** The signed-in person of this browser and their sessions, or undefined when signed out. */
export async function sessionsFor(db: Database, req: FastifyRequest) {
  const subject = await sessionSubject(db, req);
  if (!subject) return undefined;
  return listSessions(db, subject, providerSessionId(req));
}

export async function registerSessionsPage(
  scope: FastifyInstance,
  deps: AccountPageDeps & {
    /** The account page with the section's notice (what just happened). */
    securityPage: (
      ctx: PageContext,
      sessions: SessionView[] | undefined,
      notice?: string,
    ) => string;
  },
) {
  const { db, context, html } = deps;
  scope.post(
    `${deps.config.basePath}/account/security/sessions`,
    { config: { access: { public: true } } },
    async (req, reply) => {
      const field = formField(req);
      const ctx = context(req, field('ui_locale', 100));
      const l = ctx.locale;
      const subject = await sessionSubject(db, req);
      const who = await accountOwner(db, subject);
      if (!subject || !who) return html(reply, 401, deps.securityPage(ctx, undefined));
      const current = providerSessionId(req);
      const sessions = await listSessions(db, subject, current);
      const action = field('action', 100);
      const key = field('key', 100);
      const named = sessions.filter((s) => !s.current && s.key === key);
      const others = sessions.filter((s) => !s.current);

      if (action === 'ask' && named.length) return html(reply, 200, confirmPage(ctx, named, key));
      if (action === 'askOthers' && others.length)
        return html(reply, 200, confirmPage(ctx, others));
      if ((action === 'end' && named.length) || (action === 'endOthers' && others.length)) {
        const ended = await endUserSessions(
          db,
          { identityId: who.id, subject },
          action === 'end' ? { keys: [key] } : 'others',
          current,
          who.email,
        );
        const notice =
          action === 'end'
            ? t(l, 'endedOne', { device: deviceName(l, named[0]!) })
            : t(l, 'endedOthers', { count: String(ended) });
        return html(
          reply,
          200,
          deps.securityPage(ctx, await listSessions(db, subject, current), notice),
        );
      }
      // A session already gone (ended elsewhere): the list as it is now says so.
      return html(reply, 409, deps.securityPage(ctx, sessions, t(l, 'alreadyGone')));
    },
  );
}
