// The frame every account page shares: what a page needs from the set-up in account-pages.tsx,
// the language form, the sub-pages' frame (heading, back link to /account/security, language)
// and their routes for the person signed in at the provider in this browser.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { Locale } from '@portal/shared';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { AccountPage, LanguageForm, renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { sessionSubject } from '../oidc/browser-session.js';
import { accountOwner, type AccountOwner } from '../services/account/account-owner.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');
const users = translator('users');
const mfa = translator('mfa');

/** What an account page needs from the provider's page set-up. */
export interface AccountPageDeps {
  db: Database;
  config: Config;
  context: (req: FastifyRequest, locale: unknown) => PageContext;
  html: (reply: FastifyReply, status: number, body: string) => FastifyReply;
}

/** A form post's text field, cut to `max` characters ('' when missing or not text). */
export function formField(req: FastifyRequest) {
  const form = (req.body ?? {}) as Record<string, unknown>;
  return (name: string, max = 1000) =>
    typeof form[name] === 'string' ? (form[name] as string).slice(0, max) : '';
}

/** Reloads an account page in another language. */
export function AccountLanguageForm(p: {
  locale: Locale;
  action: string;
  hidden?: Record<string, string>;
}) {
  return (
    <LanguageForm
      locale={p.locale}
      label={users(p.locale, 'account.language')}
      apply={users(p.locale, 'account.applyLanguage')}
      action={p.action}
      hidden={p.hidden}
    />
  );
}

/** The page's body for a browser not signed in at the provider. */
function SignedOut(p: { ctx: PageContext }) {
  const l = p.ctx.locale;
  return (
    <>
      <p className="intro">{mfa(l, 'account.signedOut')}</p>
      <p>
        <a className="button" href={`${p.ctx.config.basePath}/`}>
          {users(l, 'account.toPortal')}
        </a>
      </p>
    </>
  );
}

/** A page under /account/security: its heading, the content, the way back and the language. */
export function AccountSubPage(p: {
  ctx: PageContext;
  title: string;
  /** The heading when it differs from the title. */
  heading?: string;
  /** The page's own address (the language form reloads it). */
  path: string;
  intro?: string | undefined;
  /** What just happened, read out once. */
  notice?: string | undefined;
  /** What went wrong; fields point at it by its id. */
  error?: { id: string; text: string | undefined };
  children?: ReactNode;
}) {
  const l = p.ctx.locale;
  return (
    <AccountPage ctx={p.ctx} title={p.title}>
      <h1>{p.heading ?? p.title}</h1>
      {p.intro && <p className="intro">{p.intro}</p>}
      {p.notice && (
        <div className="notice" role="status">
          {p.notice}
        </div>
      )}
      {p.error?.text && (
        <div className="alert" role="alert" id={p.error.id}>
          {p.error.text}
        </div>
      )}
      {p.children}
      <p>
        <a href={`${p.ctx.config.basePath}/account/security?ui_locales=${l}`}>
          {login(l, 'security.linkText')}
        </a>
      </p>
      <AccountLanguageForm locale={l} action={p.path} />
    </AccountPage>
  );
}

/** A post to an account sub-page by the signed-in person. */
export interface AccountPost {
  req: FastifyRequest;
  reply: FastifyReply;
  ctx: PageContext;
  who: AccountOwner;
  field: ReturnType<typeof formField>;
}

/**
 * The routes of a sub-page under /account/security: the page (GET), the passkey options that
 * passkey.js fetches (POST path/options, JSON) and the form's posts; each for the person signed in
 * at the provider in this browser, a signed-out browser gets the page that says so.
 */
export function registerAccountSubPage(
  scope: FastifyInstance,
  deps: AccountPageDeps,
  spec: {
    path: string;
    title: (l: Locale) => string;
    page: (req: FastifyRequest, ctx: PageContext, who: AccountOwner) => Promise<string>;
    options: (req: FastifyRequest, who: AccountOwner) => Promise<unknown>;
    post: (p: AccountPost) => Promise<FastifyReply>;
  },
) {
  const { db, context, html } = deps;
  const open = { config: { access: { public: true } } };
  const owner = async (req: FastifyRequest) => accountOwner(db, await sessionSubject(db, req));
  const signedOut = (ctx: PageContext) =>
    renderPage(
      <AccountSubPage ctx={ctx} title={spec.title(ctx.locale)} path={spec.path}>
        <SignedOut ctx={ctx} />
      </AccountSubPage>,
    );

  scope.get(spec.path, open, async (req, reply) => {
    const ctx = context(req, (req.query as Record<string, unknown>).ui_locales);
    const who = await owner(req);
    if (!who) return html(reply, 200, signedOut(ctx));
    return html(reply, 200, await spec.page(req, ctx, who));
  });

  scope.post(`${spec.path}/options`, open, async (req, reply) => {
    const who = await owner(req);
    if (!who) return reply.code(401).send({ message: 'Sign in to the portal first.' });
    return reply.header('cache-control', 'no-store').send(await spec.options(req, who));
  });

  scope.post(spec.path, open, async (req, reply) => {
    const field = formField(req);
    const ctx = context(req, field('ui_locale', 100));
    const who = await owner(req);
    if (!who) return html(reply, 401, signedOut(ctx));
    return spec.post({ req, reply, ctx, who, field });
  });
}
