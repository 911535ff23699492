import { z } from 'zod';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A plan's blackout months as the catalog keeps them: month numbers 1-12, comma-separated ("11,12").
 * Made when asked, so a page that needs only this file's messages does not bring zod along.
 */
export function blackoutMonthsText() {
  return z
    .string()
    .regex(/^(1[0-2]|[1-9])(,(1[0-2]|[1-9]))*$/, 'Blackout months are month numbers 1-12, comma-separated');
}

/** Whether a plan with these blackout months ("12", "1,2") can be bought in this month (1-12). */
export function inBlackout(blackoutMonths: string | null, month: number): boolean {
  if (!blackoutMonths) return false;
  return blackoutMonths.split(',').map(Number).includes(month);
}

export function blackoutMessage(blackoutMonths: string): string {
  const names = blackoutMonths
    .split(',')
    .map((m) => MONTHS[Number(m) - 1])
    .filter(Boolean)
    .join(', ');
  return `This plan cannot be added during its blackout period (${names}). Please try again later.`;
}

export const ALREADY_ACTIVE_MESSAGE = 'You already have this plan, and it is active.';
