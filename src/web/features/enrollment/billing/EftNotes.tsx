import type { ChargeTerms } from '../../../../contract/chargeTermsCalls';

/**
 * The EFT terms shown with the EFT entry (document 3, section 2.5) in the numbers of the cart's
 * carriers' billing terms (domain/eftNotes.ts): one list, or one per carrier when their terms differ.
 */
export function EftNotes({ sets }: { sets: ChargeTerms['eft_notes'] }) {
  return (
    <>
      {sets.map((set) => (
        <ul
          key={set.payers.join()}
          className="notes"
          aria-label={sets.length > 1 ? `EFT terms of ${set.payers.join(' and ')}` : 'EFT terms'}
        >
          {set.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ))}
    </>
  );
}
