import { fieldId } from '../../ui/Field';
import { PencilIcon, TrashIcon } from './entryIcons';

/** Why Delete waits while an entry is being edited (document 2, section 4; document 3, 2.2). */
const DELETE_BLOCKED = 'Please submit the edited form first to delete';

/**
 * The edit and delete icons of one listed beneficiary or dependent. Edit carries the id the
 * page's error summary links to when the server names this entry; Delete waits while any entry
 * is being edited.
 */
export function EntryActions({
  fieldPath,
  label,
  editing,
  onEdit,
  onDelete,
}: {
  /** The entry's place in the step document, e.g. `beneficiaries.0`. */
  fieldPath: string;
  /** The entry's name and number, e.g. "Ann Lee, Beneficiary #1". */
  label: string;
  /** Whether some entry of the list is being edited. */
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <button
        type="button"
        id={fieldId(fieldPath)}
        className="button button--link button--icon"
        aria-label={`Edit ${label}`}
        title="Edit"
        onClick={onEdit}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        className="button button--link button--icon"
        aria-label={`Delete ${label}`}
        title={editing ? DELETE_BLOCKED : 'Delete'}
        disabled={editing}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
    </>
  );
}
