import { z } from 'zod';
import { oneOf, pastDate, phone, requiredText, systemToday, type Today } from '../fieldRules';

export const EMPLOYMENT_STATUSES = ['A', 'C', 'R'] as const;
export const EMPLOYMENT_STATUS_LABELS: Record<(typeof EMPLOYMENT_STATUSES)[number], string> = {
  A: 'Active',
  C: 'COBRA',
  R: 'Retired',
};
export const RETIRED_MESSAGE = 'You cannot proceed with retired employer';

export const employerForm = (today: Today = systemToday) =>
  z.object({
    name: requiredText(100).regex(/^[A-Za-z0-9][A-Za-z0-9 .,&'-]*$/, 'Invalid employer information'),
    phone: phone(),
    occupation: requiredText(60),
    employment_start_date: pastDate(today),
    employment_status: oneOf(EMPLOYMENT_STATUSES).refine((status) => status !== 'R', RETIRED_MESSAGE),
  });
export type EmployerForm = z.infer<ReturnType<typeof employerForm>>;
