// The announcement content field: its label and messages at once, the Lexical editor in a chunk of
// its own loaded when the field first shows (see the README for its size). A reader who may not
// change it gets the content as text under its label, without the editor.
import { lazy, Suspense, useId } from 'react';
import { describedBy, FieldMessages } from '../../../../components/field-row';
import { cleanHtml, RICH_CONTENT_CLASS } from '../../../../lib/safe-html';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
  error?: string | undefined;
}

const LexicalEditor = lazy(() => import('./lexical-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  const id = useId();
  return (
    <div className="grid content-start gap-1">
      <span id={`${id}-label`} className="font-semibold">
        {props.label}
      </span>
      {props.readOnly ? (
        <div
          id={id}
          role="group"
          aria-labelledby={`${id}-label`}
          className={`field min-h-40 ${RICH_CONTENT_CLASS}`}
          dangerouslySetInnerHTML={{ __html: cleanHtml(props.value) }}
        />
      ) : (
        <Suspense fallback={<div className="field min-h-40" aria-busy="true" />}>
          <LexicalEditor
            {...props}
            id={id}
            labelId={`${id}-label`}
            describedBy={describedBy(id, props.error)}
          />
        </Suspense>
      )}
      <FieldMessages id={id} error={props.error} />
    </div>
  );
}
