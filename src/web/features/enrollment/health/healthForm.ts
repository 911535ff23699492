import type { Path, UseFormReturn } from 'react-hook-form';
import type { HealthAnswersInput } from '../../../../domain/health/healthAnswersSchema';
import type { HealthAnswers } from '../../../../domain/health/healthQuestion';

/** The health step's form: answers as typed in, the saved document once checked. */
export type HealthFormApi = UseFormReturn<HealthAnswersInput, unknown, HealthAnswers>;

/** What each part of the health form gets: the form and the message shown at a field. */
export interface HealthPartProps {
  form: HealthFormApi;
  errorOf: (name: string) => string | undefined;
}

/** A field path built at run time (question and row indexes), typed for react-hook-form. */
export const healthPath = (name: string) => name as Path<HealthAnswersInput>;

/** Yes and No as the health questions offer them; No is the default. */
export const YES_NO_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;
