/** The five EFT terms of document 3, section 2.5, shown with the EFT entry. */
export function EftNotes() {
  return (
    <ul className="notes" aria-label="EFT terms">
      <li>The initial payment is charged between enrollment and 5 days after.</li>
      <li>
        The monthly charge normally falls on the 1st to 6th for coverage effective the 15th, and on the 21st
        to 26th for coverage effective the 1st of next month.
      </li>
      <li>There is no monthly EFT charge.</li>
      <li>An insufficient funds fee of $30 applies.</li>
      <li>A stop-payment notice needs three business days.</li>
    </ul>
  );
}
