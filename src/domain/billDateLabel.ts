const SUFFIX: Record<string, string> = { '1': 'st', '2': 'nd', '3': 'rd' };

/** A day of the month in English ordinals: 1st, 2nd, 3rd, 11th, 28th. */
export function ordinalDay(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : (SUFFIX[String(day % 10)] ?? 'th')}`;
}

/** The label of a bill date option, the spec's '<n>th of month' with English ordinals (1st, 2nd, 3rd, 28th). */
export function billDateLabel(billDate: string): string {
  return `${ordinalDay(Number(billDate))} of month`;
}
