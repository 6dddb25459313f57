// The account page "passkeys" (/account/security/passkeys): the person signed in at the provider
// in this browser adds passkeys (named, user verification required, attestation none), sees when
// each was added and last used, renames them and removes them (asked once).
import type { FastifyInstance } from 'fastify';
import {
  jsonField,
  PASSKEY_NAME_MAX,
  passkeyNameSchema,
  passkeyRegistrationSchema,
  type Locale,
} from '@portal/shared';
import { renderPage } from '../oidc/page-layout.js';
import type { PageContext } from '../oidc/pages.js';
import { mfaText, RecoveryList } from '../oidc/factor-views.js';
import { PasskeyRegister, passkeyText } from '../oidc/passkey-views.js';
import { relyingParty } from '../oidc/passkeys.js';
import {
  addPasskey,
  newPasskeyOptions,
  ownPasskeys,
  removeOwnPasskey,
  renameOwnPasskey,
  type PasskeyRow,
} from '../services/account/passkeys.js';
import { factorState } from '../services/account/second-factors.js';
import { AccountSubPage, registerAccountSubPage, type AccountPageDeps } from './account-frame.js';

interface View {
  passkeys?: PasskeyRow[];
  /** Unused recovery codes (shown beside the passkeys). */
  remaining?: number;
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
    <PasskeyRegister
      locale={l}
      action={p.path}
      options={`${p.path}/options`}
      basePath={p.ctx.config.basePath}
      submit={passkeyText(l, 'account.add')}
      errorId={p.error ? 'passkey-error' : undefined}
      fields={{ action: 'register' }}
    >
      <h2>{passkeyText(l, 'account.addTitle')}</h2>
    </PasskeyRegister>
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

/** How many recovery codes are left, and the way to new ones (the authenticator page). */
function RecoveryCodes(p: { ctx: PageContext; remaining: number }) {
  const l = p.ctx.locale;
  return (
    <>
      <p>{mfaText(l, 'account.remaining', { count: String(p.remaining) })}</p>
      <p>
        <a href={`${p.ctx.config.basePath}/account/security/authenticator?ui_locales=${l}`}>
          {mfaText(l, 'account.regenerate')}
        </a>
      </p>
    </>
  );
}

function body(ctx: PageContext, path: string, view: View) {
  const l = ctx.locale;
  if (view.confirm) return <Confirm ctx={ctx} path={path} passkey={view.confirm} />;
  const list = view.passkeys ?? [];
  return (
    <>
      {view.codes && (
        <>
          <h2>{mfaText(l, 'recovery.title')}</h2>
          <RecoveryList locale={l} codes={view.codes} />
        </>
      )}
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
          {!view.codes && <RecoveryCodes ctx={ctx} remaining={view.remaining ?? 0} />}
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
    <AccountSubPage
      ctx={ctx}
      title={passkeyText(l, 'account.title')}
      path={path}
      intro={passkeyText(l, 'account.intro')}
      notice={view.notice}
      error={{ id: 'passkey-error', text: view.error }}
    >
      {body(ctx, path, view)}
    </AccountSubPage>,
  );
}

export async function registerPasskeyPage(scope: FastifyInstance, deps: AccountPageDeps) {
  const { db, config, html } = deps;
  const listView = async (id: number): Promise<View> => {
    const state = await factorState(db, id);
    return { passkeys: state.passkeys, remaining: state.remaining };
  };

  registerAccountSubPage(scope, deps, {
    path: `${config.basePath}/account/security/passkeys`,
    title: (l) => passkeyText(l, 'account.title'),
    page: async (_req, ctx, who) => page(ctx, await listView(who.id)),
    // A new passkey for this host.
    options: (req, who) => newPasskeyOptions(db, relyingParty(config, req.headers.host), who),
    post: async ({ req, reply, ctx, who, field }) => {
      const l = ctx.locale;
      const show = async (status: number, view: View = {}) =>
        html(reply, status, page(ctx, { ...(await listView(who.id)), ...view }));
      const own = (await ownPasskeys(db, who.id)).find((k) => k.credentialId === field('id', 1400));
      const name = passkeyNameSchema.safeParse(field('name'));
      const action = field('action', 200);

      if (action === 'register') {
        if (!name.success) return show(400, { error: passkeyText(l, 'account.nameInvalid') });
        const raw = field('credential', 8192);
        if (!raw) return show(400, { error: passkeyText(l, 'account.unsupported') });
        const answer = passkeyRegistrationSchema.safeParse(jsonField(raw));
        if (!answer.success) return show(400, { error: passkeyText(l, 'account.invalid') });
        const count = (await ownPasskeys(db, who.id)).length;
        const number = `${count + 1}`;
        const given = name.data || passkeyText(l, 'account.defaultName', { number });
        const rp = relyingParty(config, req.headers.host);
        const added = await addPasskey(db, rp, who, answer.data, given);
        if (!added.ok) return show(400, { error: passkeyText(l, `account.${added.reason}`) });
        // A first factor comes with recovery codes, as an app's set-up does.
        return show(200, {
          notice: passkeyText(l, 'account.addedNotice', { name: given }),
          ...(added.codes ? { codes: added.codes } : {}),
        });
      }
      if (!own) return show(404, { error: passkeyText(l, 'account.gone') });
      if (action === 'rename') {
        if (!name.success || !name.data)
          return show(400, { error: passkeyText(l, 'account.nameInvalid') });
        await renameOwnPasskey(db, who, own, name.data);
        return show(200, { notice: passkeyText(l, 'account.renamedNotice', { name: name.data }) });
      }
      if (action === 'confirmRemove') return show(200, { confirm: own });
      if (action === 'remove') {
        const removed = await removeOwnPasskey(db, who, own.credentialId);
        if (removed === undefined) return show(404, { error: passkeyText(l, 'account.gone') });
        return show(200, { notice: passkeyText(l, 'account.removedNotice', { name: removed }) });
      }
      return show(400);
    },
  });
}
