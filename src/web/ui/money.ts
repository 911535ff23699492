/**
 * Whole cents, rounded on the number's shortest written form (what Intl rounds): the third decimal
 * decides, 5 and up rounds up. A number written with an exponent (tiny or huge) is rounded as is.
 */
function centsOf(size: number): number {
  const written = String(size);
  if (written.includes('e')) return Math.round(size * 100);
  const [whole = '0', fraction = ''] = written.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return (fraction[2] ?? '0') >= '5' ? cents + 1 : cents;
}

/**
 * Dollars as the store shows them: $1,234.50, -$5.00.
 *
 * Written out by hand rather than with Intl.NumberFormat: the browser's first currency formatter
 * loads its locale data, about 100 ms of main thread on a slow phone, on every page (the cart badge
 * shows an amount). Rounds half away from zero on the number as written (12.345 → $12.35), as Intl
 * does; money.test.ts holds it to Intl's output.
 */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) return `$${amount}`;
  const size = Math.abs(amount);
  const cents = centsOf(size);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `$${whole}.${String(cents % 100).padStart(2, '0')}`;
  return amount < 0 && cents > 0 ? `-${text}` : text;
}
