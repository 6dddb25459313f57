// Announcement HTML through the Lexical editor: what it loads, writes and takes from a paste is
// limited to the shared allow-list.
import { describe, expect, it, vi } from 'vitest';
import { createEditor, $getRoot, $isParagraphNode } from 'lexical';
import { HeadingNode } from '@lexical/rich-text';
import { ListItemNode, ListNode } from '@lexical/list';
import { LinkNode } from '@lexical/link';
import { $getHtml, $insertHtml, $setHtml } from './html';
import { cleanHtml } from '../../../../lib/safe-html';
import type * as SafeHtml from '../../../../lib/safe-html';

// Every markup the editor hands to the cleaner is recorded: under the strict CSP, parsing a
// `style` attribute anywhere (even in an unattached document) is refused with a console error.
vi.mock('../../../../lib/safe-html', async (original) => {
  const actual = await original<typeof SafeHtml>();
  return { ...actual, cleanHtml: vi.fn(actual.cleanHtml) };
});

function editorWith(html: string) {
  const editor = createEditor({
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    onError: (error) => {
      throw error;
    },
  });
  editor.update(() => $setHtml(editor, html), { discrete: true });
  const read = () => editor.read(() => $getHtml());
  return { editor, read };
}

const LINK = 'rel="noopener noreferrer nofollow" target="_blank"';

describe('announcement HTML in Lexical', () => {
  it('keeps headings, paragraphs, bold, italic, lists and safe links as plain elements', () => {
    const html =
      '<h2>Title</h2><h3>Part</h3><h4>Step</h4><p>Hi <strong>all</strong> and <em>you</em></p>' +
      `<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="https://a.example" ${LINK}>go</a></p>`;
    expect(editorWith(html).read()).toBe(html);
  });

  it('writes other markup down to the allow-list', () => {
    const { read } = editorWith(
      '<h1>Big</h1><div style="color:red" class="x">Box <b>b</b> <i>i</i> <u>u</u></div>' +
        '<a href="javascript:alert(1)">bad</a><script>alert(1)</script>',
    );
    expect(read()).toBe('<p>Big</p><p>Box <strong>b</strong> <em>i</em> u</p><p>bad</p>');
  });

  it('gives the empty string for an editor without text', () => {
    expect(editorWith('').read()).toBe('');
    expect(editorWith('<p> </p>').read()).toBe('');
  });

  it('cleans pasted HTML before inserting it', () => {
    const { editor, read } = editorWith('<p>Start</p>');
    editor.update(
      () => {
        $getRoot().selectEnd();
        $insertHtml(
          editor,
          '<meta charset="utf-8"><span style="font-weight:700">Pasted</span><style>p{}</style>' +
            '<h2 onclick="x()">Head</h2><img src=x onerror="alert(1)"><a href="data:text/html,x">d</a>',
        );
      },
      { discrete: true },
    );
    const html = read();
    expect(html).toContain('<h2>Head</h2>');
    expect(html).toContain('Pasted');
    expect(html).not.toMatch(/style|onclick|img|data:|<span/);
  });

  it('writes formatted, aligned and indented text without ever producing style attributes', () => {
    const { editor, read } = editorWith(
      '<p>Two spaces <strong><em>both</em></strong></p><ul><li>item</li></ul>',
    );
    editor.update(
      () => {
        const first = $getRoot().getFirstChild();
        if ($isParagraphNode(first)) first.setFormat('center').setIndent(2);
      },
      { discrete: true },
    );
    vi.mocked(cleanHtml).mockClear();
    const html = read();
    expect(html).toBe('<p>Two spaces <strong><em>both</em></strong></p><ul><li>item</li></ul>');
    const written = vi.mocked(cleanHtml).mock.calls.map(([input]) => input);
    expect(written.length).toBeGreaterThan(0);
    for (const markup of written) expect(markup).not.toMatch(/style=|class=|dir=|<span|<b>|<i>/);
  });
});
