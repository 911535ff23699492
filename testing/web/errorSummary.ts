import { screen, within } from '@testing-library/react';

/** The error summary above a form, found by its role and title; null while nothing needs fixing. */
export const errorSummary = () => screen.queryByRole('alert', { name: 'Please correct the following' });

/** The error summary's links as they read, in order; none while it is not shown. */
export function summaryLinks(): string[] {
  const summary = errorSummary();
  return summary
    ? within(summary)
        .queryAllByRole('link')
        .map((link) => link.textContent ?? '')
    : [];
}
