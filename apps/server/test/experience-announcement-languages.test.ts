// Announcements in several languages: the editor's API keeps one text per language, and a reader
// gets their language, else English, else the language it was written in (named), never "-" for
// text that exists in some language; one nobody can read is not listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Announcement, AnnouncementInput, UserNotification } from '@portal/shared';
import { rows } from '../src/db/client.js';
import type { TestPortal } from './helpers/setup.js';
import { announcementBody, startCatalogPortal, unique, type Caller } from './catalog-fixtures.js';

let portal: TestPortal;
let ada: Caller;
let sam: Caller;
let ivy: Caller;

beforeAll(async () => {
  ({ portal, ada, sam, ivy } = await startCatalogPortal('ada', 'sam', 'ivy'));
});
afterAll(async () => portal?.close());

const DAY = 86_400_000;
const now = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An announcement shown now to sam and ivy (brand 1, everywhere). */
async function create(over: Partial<AnnouncementInput>): Promise<Announcement> {
  const body = announcementBody({ startDate: now(-1), expirationDate: now(30), ...over });
  const res = await ada.post('/v2/announcements', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Announcement>();
}

async function shown(who: Caller, id: number, language: string) {
  const res = await who.get(`/v2/user/notifications?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserNotification[]>().find((n) => n.id === id);
}

const text = (language: AnnouncementInput['language'], title: string) => ({
  language,
  title,
  content: `<p>${title}: text</p>`,
});

describe('the language a reader gets', () => {
  it('written only in German: an English reader gets the German text, named as German', async () => {
    const a = await create({
      language: 'de',
      title: unique('Händlertag'),
      content: '<p>Nur auf Deutsch.</p>',
    });
    const item = await shown(sam, a.id, 'en');
    expect(item).toMatchObject({
      title: a.title,
      content: '<p>Nur auf Deutsch.</p>',
      language: 'de',
    });
    expect(item?.title).not.toBe('-');
  });

  it('their own language first, then English, then the written-in language', async () => {
    const tag = unique('multi');
    const a = await create({
      language: 'fr',
      title: `${tag} fr`,
      content: '<p>fr</p>',
      translations: [text('de', `${tag} de`), text('en', `${tag} en`)],
    });
    expect(await shown(sam, a.id, 'de')).toMatchObject({ title: `${tag} de`, language: 'de' });
    expect(await shown(sam, a.id, 'fr')).toMatchObject({ title: `${tag} fr`, language: 'fr' });
    expect(await shown(sam, a.id, 'it')).toMatchObject({ title: `${tag} en`, language: 'en' });

    const noEnglish = await create({
      language: 'fr',
      title: `${tag} seul`,
      translations: [text('de', `${tag} nur`)],
    });
    // Neither Italian nor English: the language it was written in, not the other translation.
    expect(await shown(ivy, noEnglish.id, 'it')).toMatchObject({
      title: `${tag} seul`,
      language: 'fr',
    });
  });

  it('"-" only for what no language has; nothing at all is not listed', async () => {
    const tag = unique('gaps');
    const noContent = await create({ language: 'de', title: `${tag} de`, content: '' });
    expect(await shown(sam, noContent.id, 'en')).toMatchObject({
      title: `${tag} de`,
      content: '-',
      language: 'de',
    });

    // Content in German, a title nowhere (written before titles were required).
    const untitled = await create({ language: 'de', title: `${tag} x`, content: '<p>Inhalt</p>' });
    await rows(portal.db.orm, sql`UPDATE announcement SET title = '' WHERE id = ${untitled.id}`);
    expect(await shown(sam, untitled.id, 'en')).toMatchObject({
      title: '-',
      content: '<p>Inhalt</p>',
      language: 'de',
    });

    const unreadable = await create({ language: 'de', title: `${tag} y`, content: '' });
    await rows(
      portal.db.orm,
      sql`UPDATE announcement SET title = ' ', content = '<p><br></p>' WHERE id = ${unreadable.id}`,
    );
    expect(await shown(sam, unreadable.id, 'en')).toBeUndefined();
    expect(await shown(sam, unreadable.id, 'de')).toBeUndefined();
  });
});

describe('the editor’s API', () => {
  it('keeps each language, answers them, and keeps them when an update leaves them out', async () => {
    const tag = unique('edit');
    const a = await create({
      language: 'de',
      title: `${tag} de`,
      translations: [text('en', `${tag} en`), text('fr', `${tag} fr`)],
    });
    expect(a.translations.map((t) => [t.language, t.title])).toEqual([
      ['en', `${tag} en`],
      ['fr', `${tag} fr`],
    ]);
    const { translations: _kept, ...withoutTranslations } = announcementBody({
      language: 'de',
      title: `${tag} de 2`,
    });
    const older = await ada.put(`/v2/announcements/${a.id}`, {
      ...withoutTranslations,
      version: 1,
    });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json<Announcement>().translations).toHaveLength(2);

    const replaced = await ada.put(`/v2/announcements/${a.id}`, {
      ...announcementBody({ language: 'de', title: `${tag} de 3`, translations: [] }),
      version: 2,
    });
    expect(replaced.json<Announcement>().translations).toEqual([]);
  });

  it('refuses a language twice, naming the field, and sanitises each language’s content', async () => {
    const twice = await ada.post(
      '/v2/announcements',
      announcementBody({ language: 'de', translations: [text('de', 'Noch einmal')] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain('Each language can be written only once');
    const a = await create({
      translations: [
        { language: 'de', title: 'Sicher', content: '<p onclick="x()">ok</p><script>x()</script>' },
      ],
    });
    expect(a.translations[0]!.content).toBe('<p>ok</p>');
  });
});
