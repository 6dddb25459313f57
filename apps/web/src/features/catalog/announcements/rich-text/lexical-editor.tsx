// The announcement editor on Lexical (loaded lazily: it is the page's largest part). It writes only
// the shared allow-list: h2-h4, paragraphs, bold, italic, lists and http/https/mailto links; pasted
// HTML is cleaned to that list before Lexical reads it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HeadingNode, $createHeadingNode } from '@lexical/rich-text';
import {
  ListItemNode,
  ListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $setBlocksType } from '@lexical/selection';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_TEXT_COMMAND,
  PASTE_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { HTML_ALLOWED_SCHEMES } from '@portal/shared';
import { RICH_CONTENT_CLASS } from '../../../../lib/safe-html';
import { $getHtml, $insertHtml, $setHtml } from './html';
import { $readToolbarState, EMPTY_STATE, type BlockType, type ToolbarState } from './toolbar-state';
import { FormattingToolbar, type ToolbarButton } from './toolbar';
import type { RichTextEditorProps } from './rich-text-editor';

const SAFE_LINK = new RegExp(`^(?:${HTML_ALLOWED_SCHEMES.join('|')}):\\S+$`, 'i');
const isSafeLink = (url: string) => SAFE_LINK.test(url.trim());

export interface LexicalEditorProps extends RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string | undefined;
}

export default function AnnouncementLexicalEditor(props: LexicalEditorProps) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'announcement',
        nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
        editable: !props.readOnly,
        editorState: (editor) => $setHtml(editor, props.value),
        theme: { text: { bold: 'font-bold', italic: 'italic' } },
        onError: (error) => {
          throw error;
        },
      }}
    >
      <EditorBody {...props} />
    </LexicalComposer>
  );
}

function EditorBody(props: LexicalEditorProps) {
  const [editor] = useLexicalComposerContext();
  const { readOnly, value, onChange } = props;
  const emitted = useRef(value);
  const [state, setState] = useState<ToolbarState>(EMPTY_STATE);

  useEffect(() => editor.setEditable(!readOnly), [editor, readOnly]);

  // A value from outside (a loaded entry, a reset) replaces the content; our own echo does not.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.update(() => $setHtml(editor, value));
  }, [editor, value]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
          editorState.read(() => {
            setState($readToolbarState());
            if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
            const html = $getHtml();
            if (html !== emitted.current) {
              emitted.current = html;
              onChange(html);
            }
          });
        }),
        editor.registerCommand(
          PASTE_COMMAND,
          (event) => pasteCleaned(editor, event),
          COMMAND_PRIORITY_HIGH,
        ),
      ),
    [editor, onChange],
  );

  return (
    <>
      {!readOnly && <Toolbar editor={editor} state={state} controls={props.id} />}
      <div className="relative">
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={props.id}
              role="textbox"
              aria-multiline
              aria-labelledby={props.labelId}
              aria-readonly={readOnly || undefined}
              aria-invalid={props.error ? true : undefined}
              aria-describedby={props.describedBy}
              className={`field min-h-40 overflow-auto ${RICH_CONTENT_CLASS}`}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeLink} />
    </>
  );
}

/** Pasted HTML goes through the allow-list; plain text is left to Lexical. */
function pasteCleaned(editor: LexicalEditor, event: ClipboardEvent | KeyboardEvent | InputEvent) {
  const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : undefined;
  if (!html) return false;
  event.preventDefault();
  editor.update(() => $insertHtml(editor, html));
  return true;
}

function Toolbar(props: { editor: LexicalEditor; state: ToolbarState; controls: string }) {
  const { t } = useTranslation('catalog');
  const { editor, state } = props;
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');

  const setBlock = (block: BlockType) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (block === 'h2' || block === 'h3' || block === 'h4') {
        $setBlocksType(selection, () => $createHeadingNode(block));
      } else $setBlocksType(selection, () => $createParagraphNode());
    });
  const toggleList = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (type === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  };
  const applyLink = () => {
    if (isSafeLink(link)) editor.dispatchCommand(TOGGLE_LINK_COMMAND, link.trim());
    setLinkOpen(false);
    editor.focus();
  };

  /** Sets (a list: toggles) the type of the selected blocks; pressed while they have it. */
  const blockButton = (
    id: BlockType,
    label: string,
    icon: string,
    onPress: () => void,
  ): ToolbarButton => ({ id, label, icon, pressed: state.block === id, onPress });
  const buttons: ToolbarButton[] = [
    {
      id: 'bold',
      label: t('richText.bold'),
      icon: 'B',
      pressed: state.bold,
      onPress: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'),
    },
    {
      id: 'italic',
      label: t('richText.italic'),
      icon: <em className="font-serif">I</em>,
      pressed: state.italic,
      onPress: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
    },
    blockButton('h2', t('richText.heading2'), 'H2', () => setBlock('h2')),
    blockButton('h3', t('richText.heading3'), 'H3', () => setBlock('h3')),
    blockButton('h4', t('richText.heading4'), 'H4', () => setBlock('h4')),
    blockButton('paragraph', t('richText.paragraph'), '¶', () => setBlock('paragraph')),
    blockButton('bullet', t('richText.bulletList'), '•', () => toggleList('bullet')),
    blockButton('number', t('richText.numberedList'), '1.', () => toggleList('number')),
    {
      id: 'link',
      label: t('richText.link'),
      icon: CHAIN,
      pressed: state.link,
      onPress: () => setLinkOpen(true),
    },
    {
      id: 'unlink',
      label: t('richText.unlink'),
      icon: BROKEN_CHAIN,
      disabled: !state.link,
      onPress: () => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null),
    },
  ];

  return (
    <>
      <FormattingToolbar
        label={t('richText.toolbar')}
        controls={props.controls}
        buttons={buttons}
      />
      {linkOpen && (
        <div className="flex flex-wrap items-end gap-2 rounded border border-muted p-2">
          <label className="grid gap-1">
            <span className="text-sm font-semibold">{t('richText.linkAddress')}</span>
            <input
              type="url"
              className="field w-80"
              value={link}
              // The form opens on the user's request: the address is what they type next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </label>
          <button type="button" className="btn-secondary btn-small" onClick={applyLink}>
            {t('richText.applyLink')}
          </button>
          <button
            type="button"
            className="btn-secondary btn-small"
            onClick={() => setLinkOpen(false)}
          >
            {t('editor.cancel')}
          </button>
        </div>
      )}
    </>
  );
}

const CHAIN = (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
    <path d="M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
    <path d="M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
  </svg>
);
const BROKEN_CHAIN = (
  <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
    <path d="M10 13a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
    <path d="M14 11a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
    <path d="M3 3l18 18" />
  </svg>
);
