import { BOOK_STATUS_LABELS, type BookRow } from '../../../contract/bookOfBusinessCalls';

const HEADER = [
  'Name',
  'Policy ID',
  'Status',
  'Status detail',
  'Step reached',
  'Plans',
  'Effective date',
  'First month premium',
  'Monthly premium',
  'Started or submitted at',
];

/**
 * One CSV cell: a text a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe, so it stays text; then quoted as RFC 4180 says.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dollars = (amount: number) => amount.toFixed(2);

/** The book's rows as a CSV file (CRLF line ends, a header line first). */
export function bookCsv(rows: readonly BookRow[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows)
    lines.push(
      [
        row.name,
        row.policy_id ?? '',
        BOOK_STATUS_LABELS[row.status],
        row.status_detail ?? '',
        row.step_reached ?? '',
        row.plans.join('; '),
        row.effective_date,
        dollars(row.initial_month_cost),
        dollars(row.recurring_month_cost),
        row.started_or_submitted_at,
      ]
        .map(csvCell)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
