/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** The Luhn check every payment card number passes. */
export function passesLuhn(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Shows only the last four characters: "•••••6789". */
export function maskTail(value: string, visible = 4): string {
  if (value.length <= visible) return '•'.repeat(value.length);
  return '•'.repeat(value.length - visible) + value.slice(-visible);
}

/**
 * A card number as existing cards are listed: at most its first six and last four digits,
 * "411111••••••1111"; a number too short to keep ten digits back shows only its last four.
 */
export function maskCardNumber(value: string): string {
  if (value.length < 14) return maskTail(value);
  return value.slice(0, 6) + '•'.repeat(value.length - 10) + value.slice(-4);
}

/** Whether text holds a payment card number (13 to 19 digits passing Luhn, spaces and dashes ignored). */
export function holdsCardNumber(value: string): boolean {
  const runs = value.match(/\d[\d -]{11,}\d/g) ?? [];
  return runs.some((run) => {
    const digits = run.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
  });
}
