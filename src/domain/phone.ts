/** Ten digits shown as (xxx) xxx-xxxx; anything else is shown as given. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}
