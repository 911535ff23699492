import { EntryActions } from '../EntryActions';
import { type DependentEntry, nameOf, relationshipLabel } from './dependentEntries';

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
                <EntryActions
                  fieldPath={`dependents.${index}`}
                  label={`${name}, ${number}`}
                  editing={editingId !== null}
                  onEdit={() => onEdit(entry.dependent_id)}
                  onDelete={() => onDelete(entry.dependent_id)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
