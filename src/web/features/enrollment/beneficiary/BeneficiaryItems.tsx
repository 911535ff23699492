import type { FieldDefinition } from '../../../../contract/formFieldCalls';
import { EntryActions } from '../EntryActions';
import { type BeneficiaryEntry, fullName, shownSsn } from './beneficiaryEntries';

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
              <EntryActions
                fieldPath={`beneficiaries.${index}`}
                label={`${name}, ${number}`}
                editing={editingId !== null}
                onEdit={() => onEdit(entry.beneficiary_id)}
                onDelete={() => onDelete(entry.beneficiary_id)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
