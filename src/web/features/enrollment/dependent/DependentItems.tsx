import { fieldId } from '../../../ui/Field';
import { PencilIcon, TrashIcon } from '../beneficiary/entryIcons';
import { type DependentEntry, nameOf, relationshipLabel } from './dependentEntries';

/** Why Delete waits while a dependent is being edited (document 3, 2.2). */
export const DELETE_BLOCKED = 'Please submit the edited form first to delete';

/**
 * The added dependents: relationship, position, first and last name, with edit and delete icons.
 * Dependents are found by id, never by position.
 */
export function DependentItems({
  entries,
  editingId,
  onEdit,
  onDelete,
}: {
  entries: DependentEntry[];
  editingId: string | null;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <table className="entry-table">
      <caption className="visually-hidden">Dependents added</caption>
      <thead>
        <tr>
          <th scope="col">Relationship</th>
          <th scope="col">#</th>
          <th scope="col">First Name</th>
          <th scope="col">Last Name</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const number = `Dependent #${index + 1}`;
          const name = nameOf(entry);
          return (
            <tr key={entry.dependent_id}>
              <td>{relationshipLabel(entry.primary_info.relationship)}</td>
              <td>{index + 1}</td>
              <td>{entry.primary_info.first_name}</td>
              <td>{entry.primary_info.last_name}</td>
              <td className="button-row">
                <button
                  type="button"
                  // The page's error summary links here when the server names this dependent.
                  id={fieldId(`dependents.${index}`)}
                  className="button button--link"
                  aria-label={`Edit ${name}, ${number}`}
                  title="Edit"
                  onClick={() => onEdit(entry.dependent_id)}
                >
                  <PencilIcon />
                </button>
                <button
                  type="button"
                  className="button button--link"
                  aria-label={`Delete ${name}, ${number}`}
                  title={editingId === null ? 'Delete' : DELETE_BLOCKED}
                  disabled={editingId !== null}
                  onClick={() => onDelete(entry.dependent_id)}
                >
                  <TrashIcon />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
