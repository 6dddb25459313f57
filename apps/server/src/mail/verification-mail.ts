// The verification e-mail a new user receives: a link to set a password, valid 72 hours.
import { VERIFICATION_HOURS } from '@portal/shared';
import { translator } from '../lib/locale-files.js';
import { mailLocale, type LinkMailTo, type Mail } from './mailer.js';

const t = translator('users');

export function verificationMail(user: LinkMailTo): Mail {
  const l = mailLocale(user.language);
  const hours = String(VERIFICATION_HOURS);
  const text = [
    t(l, 'mail.greeting', { name: user.firstName }),
    '',
    t(l, 'mail.body'),
    '',
    user.link,
    '',
    t(l, 'mail.validity', { hours }),
    t(l, 'mail.ignore'),
  ].join('\n');
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html = `<p>${esc(t(l, 'mail.greeting', { name: user.firstName }))}</p>
<p>${esc(t(l, 'mail.body'))}</p>
<p><a href="${esc(user.link)}">${esc(t(l, 'mail.button'))}</a></p>
<p>${esc(t(l, 'mail.validity', { hours }))} ${esc(t(l, 'mail.ignore'))}</p>`;
  return { to: user.email, subject: t(l, 'mail.subject'), text, html };
}
