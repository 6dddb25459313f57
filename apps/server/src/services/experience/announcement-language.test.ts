// The reader's language of an announcement: own, English, written-in, any other; "-" only for a
// field no language has; null when no language has anything.
import { describe, expect, it } from 'vitest';
import { chooseText, isBlankHtml } from './announcement-language.js';

const v = (language: string, title: string, content = `<p>${title}</p>`) => ({
  language,
  title,
  content,
});

describe('chooseText', () => {
  const de = v('de', 'Hallo');
  it('gives the reader their language, else English, else the written-in one', () => {
    expect(chooseText(de, [v('en', 'Hello'), v('fr', 'Salut')], 'fr')?.language).toBe('fr');
    expect(chooseText(de, [v('en', 'Hello'), v('fr', 'Salut')], 'it')?.language).toBe('en');
    expect(chooseText(de, [v('fr', 'Salut')], 'it')).toEqual({
      title: 'Hallo',
      content: '<p>Hallo</p>',
      language: 'de',
    });
    expect(chooseText(v('de', ''), [v('fr', 'Salut')], 'it')?.language).toBe('fr');
  });

  it('"-" only for a field that no language has; null when nothing can be read', () => {
    expect(chooseText(v('de', 'Hallo', ''), [], 'en')).toEqual({
      title: 'Hallo',
      content: '-',
      language: 'de',
    });
    expect(chooseText(v('de', ' ', '<p>Text</p>'), [], 'en')).toEqual({
      title: '-',
      content: '<p>Text</p>',
      language: 'de',
    });
    expect(chooseText(v('de', '', '<p><br></p>'), [v('fr', '', '')], 'en')).toBeNull();
  });

  it('keeps title and content in one language when that language has both', () => {
    const chosen = chooseText(v('de', 'Hallo', '<p>Text</p>'), [v('en', 'Hello', '')], 'en');
    expect(chosen).toEqual({ title: 'Hello', content: '<p>Text</p>', language: 'en' });
  });
});

describe('isBlankHtml', () => {
  it('sees markup without words or pictures as blank', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="a.png"></p>')).toBe(false);
  });
});
