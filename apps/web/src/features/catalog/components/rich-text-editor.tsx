// A small rich-text editor for announcement content: a content-editable area with bold, italic,
// lists, a heading and links. The server keeps only that (it sanitises what is saved).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_CLASS } from './announcement-content';
import { describedBy, FieldMessages } from '../../../components/field-row';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  error?: string | undefined;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink';
type Tool = Command | 'heading' | 'paragraph' | 'link';

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

const TOOLS: { tool: Tool; key: string; icon: ReactNode }[] = [
  { tool: 'bold', key: 'bold', icon: 'B' },
  { tool: 'italic', key: 'italic', icon: <em className="font-serif">I</em> },
  { tool: 'heading', key: 'heading', icon: 'H' },
  { tool: 'paragraph', key: 'paragraph', icon: '¶' },
  { tool: 'insertUnorderedList', key: 'bulletList', icon: '•' },
  { tool: 'insertOrderedList', key: 'numberedList', icon: '1.' },
  { tool: 'link', key: 'link', icon: CHAIN },
  { tool: 'unlink', key: 'unlink', icon: BROKEN_CHAIN },
];

export function RichTextEditor({ label, value, onChange, readOnly, error }: RichTextEditorProps) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('https://');
  const saved = useRef<Range | null>(null);

  // Only an outside change (loading, reset) rewrites the area: typing must keep the caret.
  useEffect(() => {
    if (area.current && area.current.innerHTML !== value) area.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: Command | 'formatBlock' | 'createLink', arg?: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the one editing primitive every browser implements.
    document.execCommand(command, false, arg);
    emit();
  };
  const rememberSelection = () => {
    const selection = window.getSelection();
    saved.current =
      selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  };
  const applyLink = () => {
    const selection = window.getSelection();
    area.current?.focus();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    if (/^(https?:\/\/|mailto:)\S+$/i.test(link.trim())) run('createLink', link.trim());
    setLinkOpen(false);
  };

  const handle = (tool: Tool) => {
    if (tool === 'link') {
      rememberSelection();
      setLinkOpen(true);
    } else if (tool === 'heading') run('formatBlock', 'h3');
    else if (tool === 'paragraph') run('formatBlock', 'p');
    else run(tool);
  };

  return (
    <div className="grid content-start gap-1">
      <span id={`${id}-label`} className="font-semibold">
        {label}
      </span>
      {!readOnly && (
        <div
          role="toolbar"
          aria-label={t('richText.toolbar')}
          aria-controls={id}
          className="flex flex-wrap gap-1"
        >
          {TOOLS.map(({ tool, key, icon }) => (
            <button
              key={key}
              type="button"
              title={t(`richText.${key as 'bold'}`)}
              aria-label={t(`richText.${key as 'bold'}`)}
              className="grid h-8 min-w-9 place-items-center rounded border border-muted-fg bg-surface px-2 font-semibold"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => handle(tool)}
            >
              <span aria-hidden="true">{icon}</span>
            </button>
          ))}
        </div>
      )}
      {linkOpen && (
        <div className="flex flex-wrap items-end gap-2 rounded border border-muted p-2">
          <label className="grid gap-1">
            <span className="text-sm font-semibold">{t('richText.linkAddress')}</span>
            <input
              type="url"
              className="field w-80"
              value={link}
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
      <div
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-readonly={readOnly || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={emit}
        className={`field min-h-40 overflow-auto ${CONTENT_CLASS}`}
      />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
