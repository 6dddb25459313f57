// The account page "passkeys" (/account/security/passkeys): the person signed in at the provider
// in this browser adds passkeys (named, user verification required, attestation none), sees when
// each was added and last used, renames them and removes them (asked once).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  jsonField,
  PASSKEY_NAME_MAX,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  type Locale,
} from '@portal/shared';
import { AccountPage, LanguageForm, renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { sessionSubject } from '../oidc/browser-session.js';
import { ErrorAlert, RecoveryList } from '../oidc/factor-views.js';
import { PasskeyMessage, PasskeyScripts, passkeyText } from '../oidc/passkey-views.js';
import { recordPasskeyChange } from '../oidc/passkey-history.js';
import type { AccountPageDeps } from './account-factors.js';
import { registerPasskey, registrationOptions, relyingParty } from '../oidc/passkeys.js';
import { newRecoveryCodes } from '../oidc/second-factor.js';
import {
  passkeysOf,
  passkeyUser,
  removePasskey,
  renamePasskey,
  type PasskeyRow,
} from '../repositories/oidc/passkey-repository.js';
import { totpOf, unusedRecoveryCodes } from '../repositories/oidc/second-factor-repository.js';
import { translator } from '../lib/locale-files.js';

const login = translator('login');
const users = translator('users');
const mfa = translator('mfa');

interface View {
  signedOut?: boolean;
  passkeys?: PasskeyRow[];
  notice?: string;
  error?: string;
  /** The passkey whose removal is being confirmed. */
  confirm?: PasskeyRow;
  /** Recovery codes made with a first factor, shown once. */
  codes?: string[];
}

/** A moment as a person reads it, in their language (UTC, said so). */
const when = (l: Locale, d: Date) =>
  new Intl.DateTimeFormat(l, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(d);

function Hidden(p: { ctx: PageContext; action: string; id?: string }) {
  return (
    <>
      <input type="hidden" name="ui_locale" value={p.ctx.locale} />
      <input type="hidden" name="action" value={p.action} />
      {p.id && <input type="hidden" name="id" value={p.id} />}
    </>
  );
}

function Item(p: { ctx: PageContext; path: string; passkey: PasskeyRow; index: number }) {
  const l = p.ctx.locale;
  const k = p.passkey;
  const name = { name: k.name };
  const field = `rename-${p.index}`;
  return (
    <li>
      <h3>{k.name}</h3>
      <p>
        {passkeyText(l, 'account.added', { date: when(l, k.createdAt) })}
        <br />
        {k.lastUsedAt
          ? passkeyText(l, 'account.lastUsed', { date: when(l, k.lastUsedAt) })
          : passkeyText(l, 'account.neverUsed')}
        <br />
        {passkeyText(l, 'account.site', { host: k.rpId })}
      </p>
      <details>
        <summary>{passkeyText(l, 'account.rename', name)}</summary>
        <form method="post" action={p.path} noValidate>
          <Hidden ctx={p.ctx} action="rename" id={k.credentialId} />
          <label htmlFor={field}>{passkeyText(l, 'account.renameLabel', name)}</label>
          <input
            id={field}
            name="name"
            type="text"
            autoComplete="off"
            required
            maxLength={PASSKEY_NAME_MAX}
            defaultValue={k.name}
          />
          <button type="submit">{passkeyText(l, 'account.renameSubmit')}</button>
        </form>
      </details>
      <form method="post" action={p.path}>
        <Hidden ctx={p.ctx} action="confirmRemove" id={k.credentialId} />
        <button type="submit" className="secondary">
          {passkeyText(l, 'account.remove', name)}
        </button>
      </form>
    </li>
  );
}

function AddForm(p: { ctx: PageContext; path: string; error: boolean }) {
  const l = p.ctx.locale;
  return (
    <div
      data-passkey="register"
      data-options={`${p.path}/options`}
      data-cancelled={passkeyText(l, 'account.cancelled')}
      data-exists={passkeyText(l, 'account.exists')}
    >
      <h2>{passkeyText(l, 'account.addTitle')}</h2>
      <form method="post" action={p.path} noValidate>
        <Hidden ctx={p.ctx} action="register" />
        <input type="hidden" name="credential" value="" />
        <label htmlFor="passkey-name">{passkeyText(l, 'account.nameLabel')}</label>
        <input
          id="passkey-name"
          name="name"
          type="text"
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX}
          aria-describedby={['passkey-name-hint', p.error ? 'passkey-error' : ''].join(' ').trim()}
          {...(p.error ? { 'aria-invalid': true as const } : {})}
        />
        <p className="hint" id="passkey-name-hint">
          {passkeyText(l, 'account.nameHint')}
        </p>
        <button type="submit">{passkeyText(l, 'account.add')}</button>
      </form>
      <PasskeyMessage />
      <PasskeyScripts basePath={p.ctx.config.basePath} />
    </div>
  );
}

function Confirm(p: { ctx: PageContext; path: string; passkey: PasskeyRow }) {
  const l = p.ctx.locale;
  const name = { name: p.passkey.name };
  return (
    <section aria-labelledby="confirm-title">
      <h2 id="confirm-title">{passkeyText(l, 'account.confirmTitle', name)}</h2>
      <p>{passkeyText(l, 'account.confirmText')}</p>
      <form method="post" action={p.path}>
        <Hidden ctx={p.ctx} action="remove" id={p.passkey.credentialId} />
        <button type="submit">{passkeyText(l, 'account.confirmRemove')}</button>
      </form>
      <form method="get" action={p.path}>
        <input type="hidden" name="ui_locales" value={l} />
        <button type="submit" className="secondary">
          {passkeyText(l, 'account.cancel')}
        </button>
      </form>
    </section>
  );
}

function body(ctx: PageContext, path: string, view: View) {
  const l = ctx.locale;
  const base = ctx.config.basePath;
  if (view.signedOut)
    return (
      <>
        <p className="intro">{mfa(l, 'account.signedOut')}</p>
        <p>
          <a className="button" href={`${base}/`}>
            {users(l, 'account.toPortal')}
          </a>
        </p>
      </>
    );
  if (view.confirm) return <Confirm ctx={ctx} path={path} passkey={view.confirm} />;
  const list = view.passkeys ?? [];
  return (
    <>
      {view.codes && <RecoveryList locale={l} codes={view.codes} />}
      {list.length === 0 ? (
        <p>{passkeyText(l, 'account.none')}</p>
      ) : (
        <>
          <h2 id="passkey-list">{passkeyText(l, 'account.list')}</h2>
          <ul className="passkey-list" aria-labelledby="passkey-list">
            {list.map((k, i) => (
              <Item key={k.credentialId} ctx={ctx} path={path} passkey={k} index={i} />
            ))}
          </ul>
        </>
      )}
      <AddForm ctx={ctx} path={path} error={Boolean(view.error)} />
    </>
  );
}

function page(ctx: PageContext, view: View) {
  const l = ctx.locale;
  const path = `${ctx.config.basePath}/account/security/passkeys`;
  return renderPage(
    <AccountPage ctx={ctx} title={passkeyText(l, 'account.title')}>
      <h1>{passkeyText(l, 'account.title')}</h1>
      <p className="intro">{passkeyText(l, 'account.intro')}</p>
      {view.notice && (
        <div className="notice" role="status">
          {view.notice}
        </div>
      )}
      <ErrorAlert id="passkey-error" text={view.error} />
      {body(ctx, path, view)}
      <p>
        <a href={`${ctx.config.basePath}/account/security?ui_locales=${l}`}>
          {login(l, 'security.linkText')}
        </a>
      </p>
      <LanguageForm
        locale={l}
        label={users(l, 'account.language')}
        apply={users(l, 'account.applyLanguage')}
        action={path}
      />
    </AccountPage>,
  );
}

export async function registerPasskeyPage(scope: FastifyInstance, deps: AccountPageDeps) {
  const { db, config, context, html } = deps;
  const path = `${config.basePath}/account/security/passkeys`;
  const open = { config: { access: { public: true } } };

  const signedIn = async (req: FastifyRequest) => {
    const subject = await sessionSubject(db, req);
    return subject ? passkeyUser(db.orm, subject) : undefined;
  };

  scope.get(path, open, async (req, reply) => {
    const ctx = context(req, (req.query as Record<string, unknown>).ui_locales);
    const who = await signedIn(req);
    if (!who) return html(reply, 200, page(ctx, { signedOut: true }));
    return html(reply, 200, page(ctx, { passkeys: await passkeysOf(db.orm, who.id) }));
  });

  // The options of a new passkey for this host (JSON, fetched by passkey.js).
  scope.post(`${path}/options`, open, async (req, reply) => {
    const who = await signedIn(req);
    if (!who) return reply.code(401).send({ message: 'Sign in to the portal first.' });
    const options = await registrationOptions(db, relyingParty(config, req.headers.host), {
      id: who.id,
      subject: who.subject,
      email: who.email,
      displayName: `${who.firstName} ${who.lastName}`.trim(),
    });
    return reply.header('cache-control', 'no-store').send(options);
  });

  scope.post(path, open, async (req, reply) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const field = (name: string, max = 200) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, max) : '';
    const ctx = context(req, field('ui_locale'));
    const l = ctx.locale;
    const who = await signedIn(req);
    if (!who) return html(reply, 401, page(ctx, { signedOut: true }));
    const by = who.email;
    const list = () => passkeysOf(db.orm, who.id);
    const show = async (status: number, view: View = {}) =>
      html(reply, status, page(ctx, { passkeys: await list(), ...view }));
    const own = (await list()).find((k) => k.credentialId === field('id', 1400));
    const name = passkeyNameSchema.safeParse(field('name', 1000));
    const action = field('action');

    if (action === 'register') {
      if (!name.success) return show(400, { error: passkeyText(l, 'account.nameInvalid') });
      const raw = field('credential', 8192);
      if (!raw) return show(400, { error: passkeyText(l, 'account.unsupported') });
      const answer = passkeyRegistrationSchema.safeParse(jsonField(raw));
      if (!answer.success) return show(400, { error: passkeyText(l, 'account.invalid') });
      const count = (await list()).length;
      const given = name.data || passkeyText(l, 'account.defaultName', { number: `${count + 1}` });
      const rp = relyingParty(config, req.headers.host);
      const result = await registerPasskey(db, rp, who.id, answer.data, given);
      if (result !== 'ok') return show(400, { error: passkeyText(l, `account.${result}`) });
      await recordPasskeyChange(db, {
        identityId: who.id,
        by,
        kind: 'added',
        oldName: null,
        newName: given,
      });
      // A first factor comes with recovery codes, as an app's set-up does.
      const first =
        !(await totpOf(db.orm, who.id))?.confirmedAt &&
        (await unusedRecoveryCodes(db.orm, who.id)) === 0;
      return show(200, {
        notice: passkeyText(l, 'account.addedNotice', { name: given }),
        ...(first ? { codes: await newRecoveryCodes(db, who.id) } : {}),
      });
    }
    if (!own) return show(404, { error: passkeyText(l, 'account.gone') });
    if (action === 'rename') {
      if (!name.success || !name.data)
        return show(400, { error: passkeyText(l, 'account.nameInvalid') });
      await renamePasskey(db.orm, who.id, own.credentialId, name.data);
      await recordPasskeyChange(db, {
        identityId: who.id,
        by,
        kind: 'renamed',
        oldName: own.name,
        newName: name.data,
      });
      return show(200, { notice: passkeyText(l, 'account.renamedNotice', { name: name.data }) });
    }
    if (action === 'confirmRemove') return show(200, { confirm: own });
    if (action === 'remove') {
      const removed = await removePasskey(db.orm, who.id, own.credentialId);
      if (removed === undefined) return show(404, { error: passkeyText(l, 'account.gone') });
      await recordPasskeyChange(db, {
        identityId: who.id,
        by,
        kind: 'removed',
        oldName: removed,
        newName: null,
      });
      return show(200, { notice: passkeyText(l, 'account.removedNotice', { name: removed }) });
    }
    return show(400);
  });
}
