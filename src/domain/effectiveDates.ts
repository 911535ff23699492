import { type CalendarDate, formatMdy } from './dates';

/** Coverage can start on the 1st of next month or the 1st of the month after. */
export function effectiveDateChoices(today: CalendarDate): string[] {
  const choices: string[] = [];
  for (let ahead = 1; ahead <= 2; ahead++) {
    const monthIndex = today.month - 1 + ahead;
    choices.push(
      formatMdy({ year: today.year + Math.floor(monthIndex / 12), month: (monthIndex % 12) + 1, day: 1 }),
    );
  }
  return choices;
}
