// Announcement HTML in and out of the Lexical editor, always through the shared allow-list.
import { $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isDecoratorNode,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { $isHeadingNode } from '@lexical/rich-text';
import { $isListItemNode, $isListNode } from '@lexical/list';
import { $isLinkNode } from '@lexical/link';
import type { HtmlAllowedTag } from '@portal/shared';
import { cleanHtml } from '../../../../lib/safe-html';

/** Lexical nodes of (cleaned) HTML; top-level text and links are put into paragraphs. */
export function $nodesFromHtml(editor: LexicalEditor, html: string): LexicalNode[] {
  const dom = new DOMParser().parseFromString(cleanHtml(html), 'text/html');
  const blocks: LexicalNode[] = [];
  let paragraph: ElementNode | null = null;
  for (const node of $generateNodesFromDOM(editor, dom)) {
    if ($isDecoratorNode(node) || ($isElementNode(node) && !node.isInline())) {
      blocks.push(node);
      paragraph = null;
    } else {
      if (!paragraph) blocks.push((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  return blocks;
}

/** Inserts (pasted) HTML at the selection, cleaned to the allow-list first. */
export function $insertHtml(editor: LexicalEditor, html: string) {
  if ($isRangeSelection($getSelection())) $insertNodes($nodesFromHtml(editor, html));
}

/** Replaces the whole content (loading an entry, a reset). */
export function $setHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  const blocks = $nodesFromHtml(editor, html);
  root.append(...(blocks.length > 0 ? blocks : [$createParagraphNode()]));
}

/**
 * The content as allow-listed HTML, written element by element from the Lexical nodes: only the
 * shared list's elements and a link's address, never Lexical's spans, classes or `style`
 * attributes (which the strict CSP refuses wherever that markup is parsed again). The cleaner
 * runs last, as everywhere. An editor holding no text gives the empty string.
 */
export function $getHtml(): string {
  const root = $getRoot();
  if (root.getTextContent().trim() === '') return '';
  return cleanHtml(root.getChildren().map($toHtml).join(''));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tagOf(node: ElementNode): HtmlAllowedTag | null {
  if ($isHeadingNode(node)) {
    const tag = node.getTag();
    return tag === 'h2' || tag === 'h3' || tag === 'h4' ? tag : 'p';
  }
  if ($isListNode(node)) return node.getListType() === 'number' ? 'ol' : 'ul';
  if ($isListItemNode(node)) return 'li';
  if ($isLinkNode(node)) return 'a';
  // Paragraphs and any other block keep their text as a paragraph; inline wrappers only their text.
  return node.isInline() ? null : 'p';
}

function $toHtml(node: LexicalNode): string {
  if ($isLineBreakNode(node)) return '<br>';
  if ($isTextNode(node)) {
    let html = escapeHtml(node.getTextContent());
    if (node.hasFormat('italic')) html = `<em>${html}</em>`;
    if (node.hasFormat('bold')) html = `<strong>${html}</strong>`;
    return html;
  }
  if (!$isElementNode(node)) return escapeHtml(node.getTextContent());
  const inner = node.getChildren().map($toHtml).join('');
  const tag = tagOf(node);
  if (!tag) return inner;
  const href = $isLinkNode(node) ? ` href="${escapeHtml(node.getURL())}"` : '';
  return `<${tag}${href}>${inner}</${tag}>`;
}
