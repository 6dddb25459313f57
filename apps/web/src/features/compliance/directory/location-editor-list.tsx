// The locations of a directory review or of the manage page, one of them edited at a time (the
// others locked meanwhile).
import type { DirectoryContext, DirectoryLocation } from '@portal/shared';
import { LocationEditor } from './location-editor';

export function LocationEditorList(props: {
  context: DirectoryContext;
  locations: readonly DirectoryLocation[];
  /** The id of the location being edited, null when none is. */
  editing: number | null;
  onEditing: (id: number | null) => void;
}) {
  const { context, editing, onEditing } = props;
  return (
    <div className="mt-4 grid gap-3">
      {props.locations.map((location) => (
        <LocationEditor
          key={`${context}-${location.id}`}
          context={context}
          location={location}
          editing={editing === location.id}
          locked={editing !== null && editing !== location.id}
          onEdit={() => onEditing(location.id)}
          onDone={() => onEditing(null)}
        />
      ))}
    </div>
  );
}
