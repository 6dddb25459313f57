// What the toolbar shows pressed: the formats and block of the selection, read from Lexical.
import { $isHeadingNode } from '@lexical/rich-text';
import { $isListNode, ListNode } from '@lexical/list';
import { $isLinkNode } from '@lexical/link';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import { $getSelection, $isRangeSelection, $isRootOrShadowRoot } from 'lexical';

export type BlockType = 'paragraph' | 'h2' | 'h3' | 'h4' | 'bullet' | 'number' | 'other';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  link: boolean;
  block: BlockType;
}

export const EMPTY_STATE: ToolbarState = {
  bold: false,
  italic: false,
  link: false,
  block: 'paragraph',
};

export function $readToolbarState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return EMPTY_STATE;
  const anchor = selection.anchor.getNode();
  const top =
    anchor.getKey() === 'root'
      ? null
      : $findMatchingParent(anchor, (n) => {
          const parent = n.getParent();
          return parent !== null && $isRootOrShadowRoot(parent);
        });
  let block: BlockType = 'paragraph';
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list && $isListNode(list)) block = list.getListType() === 'number' ? 'number' : 'bullet';
  else if ($isHeadingNode(top)) {
    const tag = top.getTag();
    block = tag === 'h2' || tag === 'h3' || tag === 'h4' ? tag : 'other';
  }
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
    block,
  };
}
