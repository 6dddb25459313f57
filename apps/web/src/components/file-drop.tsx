// The one file upload control: a React Aria drop zone (drag and drop, or keyboard drop and paste)
// with a button that opens the file chooser. Hands over every file given; the caller checks them.
import { useId, type ReactNode } from 'react';
import { Button, DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';

export interface FileDropProps {
  /** The drop zone's accessible name, e.g. 'Drop the import file here'. */
  dropLabel: string;
  /** The text before the button, e.g. 'Drag a file here, or'. */
  prompt: string;
  chooseLabel: string;
  /** Extensions the file chooser offers, e.g. ['.csv', '.xlsx']. */
  accept: readonly string[];
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  /** Shown under the zone (accepted types, size limit); read as the zone's description. */
  hint?: ReactNode;
  /** An error about the last files given, announced and tied to the zone. */
  error?: string | undefined;
  /** A second line under the error (e.g. the server's own words). */
  errorDetails?: string | undefined;
}

async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : [])));
}

export function FileDrop(props: FileDropProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <DropZone
        aria-label={props.dropLabel}
        aria-describedby={[props.hint ? hintId : '', props.error ? errorId : '']
          .filter(Boolean)
          .join(' ')}
        isDisabled={props.isDisabled}
        onDrop={(e) => void filesOf(e.items).then(props.onFiles)}
        className={`flex flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed bg-surface px-4 py-8 text-center data-[drop-target]:border-solid data-[drop-target]:border-accent data-[drop-target]:bg-page data-[focus-visible]:outline data-[focus-visible]:outline-3 data-[focus-visible]:outline-focus ${
          props.error ? 'border-danger' : 'border-muted-fg'
        }`}
      >
        <Text slot="label" className="text-page-fg">
          {props.prompt}
        </Text>
        <FileTrigger
          acceptedFileTypes={[...props.accept]}
          allowsMultiple
          onSelect={(list) => props.onFiles(list ? [...list] : [])}
        >
          <Button className="btn-secondary" isDisabled={props.isDisabled}>
            {props.chooseLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {props.hint && (
        <p id={hintId} className="text-sm text-muted-fg">
          {props.hint}
        </p>
      )}
      {props.error && (
        <div id={errorId} role="alert">
          <p className="font-semibold text-danger">{props.error}</p>
          {props.errorDetails && props.errorDetails !== props.error && (
            <p className="mt-1 break-words text-sm">{props.errorDetails}</p>
          )}
        </div>
      )}
    </div>
  );
}
