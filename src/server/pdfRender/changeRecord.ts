/** A label and its value, as the PDF lays them out in two columns. */
export interface PdfRow {
  label: string;
  value: string;
}

/**
 * Everything a change's confirmation PDF shows (issue 41), already in words
 * (changePdf/changeConfirmation.ts): no SSN, never a full number, only names, plans, dates and prices.
 */
export interface ChangeRecord {
  kind: 'change';
  policyId: string;
  /** The store's name (site.json), the PDF's author. */
  storeName: string;
  /** The file's date: when the change was made. */
  madeAt: Date;
  /** "Change to policy <policy id>". */
  title: string;
  /** The change: its number and kind, event, dates, who made it, prices, carrier status, proof. */
  rows: PdfRow[];
  /** Each member the change touched, with their coverage before and after it. */
  members: { name: string; before: string[]; after: string[] }[];
}
