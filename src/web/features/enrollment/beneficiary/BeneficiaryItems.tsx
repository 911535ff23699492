import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { fieldId } from '../../../ui/Field';
import { type BeneficiaryEntry, fullName, shownSsn } from './beneficiaryEntries';
import { PencilIcon, TrashIcon } from './entryIcons';

/** Why Delete waits while an entry is being edited (document 2, section 4). */
export const DELETE_BLOCKED = 'Please submit the edited form first to delete';

/**
 * The added beneficiaries: "Beneficiary #n" with the full name, relationship, share and the SSN's
 * last four digits, and edit and delete icons. Entries are found by id, never by position.
 */
export function BeneficiaryItems({
  entries,
  definitions,
  editingId,
  onEdit,
  onDelete,
}: {
  entries: BeneficiaryEntry[];
  definitions: FieldDefinition[];
  editingId: string | null;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  if (entries.length === 0) return null;
  const relationships = definitions.find((d) => d.field_name === 'relationship')?.options ?? [];
  const relationshipName = (value: string | undefined) =>
    relationships.find((option) => option.value === value)?.name ?? value ?? '';
  return (
    <ul className="entry-list__items">
      {entries.map((entry, index) => {
        const number = `Beneficiary #${index + 1}`;
        const name = fullName(entry);
        return (
          <li key={entry.beneficiary_id} className="entry-card">
            <h2>{number}</h2>
            <p>
              <strong>{name}</strong>
            </p>
            <p>
              {relationshipName(entry.relationship)}
              {entry.beneficiary_percentage ? `, ${entry.beneficiary_percentage}%` : ''}
              {entry.ssn ? `, SSN ${shownSsn(entry.ssn)}` : ''}
            </p>
            <div className="button-row">
              <button
                type="button"
                // The page's error summary links here when the server names this entry.
                id={fieldId(`beneficiaries.${index}`)}
                className="button button--link"
                aria-label={`Edit ${name}, ${number}`}
                title="Edit"
                onClick={() => onEdit(entry.beneficiary_id)}
              >
                <PencilIcon />
              </button>
              <button
                type="button"
                className="button button--link"
                aria-label={`Delete ${name}, ${number}`}
                title={editingId === null ? 'Delete' : DELETE_BLOCKED}
                disabled={editingId !== null}
                onClick={() => onDelete(entry.beneficiary_id)}
              >
                <TrashIcon />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
