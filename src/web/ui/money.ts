/**
 * One formatter for the whole page: `toLocaleString` with options builds a new formatter on every
 * call (about a millisecond each on a slow phone, and a plan list or cart formats dozens).
 */
let dollars: Intl.NumberFormat | undefined;

/** Dollars as the store shows them: $1,234.50. */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return dollars.format(amount);
}
