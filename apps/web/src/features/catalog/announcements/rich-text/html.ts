// Announcement HTML in and out of the Lexical editor, always through the shared allow-list.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isDecoratorNode,
  $isElementNode,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
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
 * The content as allow-listed HTML: Lexical writes spans, classes, `dir` and `<b><strong>`
 * pairs, which the cleaner and the merge of doubled tags turn into plain elements. An editor
 * holding no text gives the empty string.
 */
export function $getHtml(editor: LexicalEditor): string {
  if ($getRoot().getTextContent().trim() === '') return '';
  const box = document.createElement('div');
  box.innerHTML = cleanHtml($generateHtmlFromNodes(editor, null));
  for (const el of [...box.querySelectorAll('strong strong, em em')].reverse()) {
    el.replaceWith(...el.childNodes);
  }
  return box.innerHTML;
}
