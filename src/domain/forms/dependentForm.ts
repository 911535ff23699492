import { z } from 'zod';
import { oneOf, pastDate, personName, ssn, systemToday, type Today } from '../fieldRules';
import type { Tier } from '../tiers';

export const MAX_DEPENDENTS = 9;

export const dependent = (today: Today = systemToday) =>
  z.object({
    first_name: personName('Please enter valid first name'),
    last_name: personName('Please enter valid last name'),
    birthdate: pastDate(today),
    gender: oneOf(['0', '1'] as const),
    ssn: ssn(),
    relationship: oneOf(['spouse', 'child'] as const),
  });
export type Dependent = z.infer<ReturnType<typeof dependent>>;

/** Whether the dependents fit the tier: IS one spouse, IC at least one child, IF a spouse and a child. */
export function dependentsProblem(
  tier: Tier,
  list: readonly Pick<Dependent, 'relationship'>[],
): string | null {
  const spouses = list.filter((d) => d.relationship === 'spouse').length;
  const children = list.length - spouses;
  if (spouses > 1) return 'Only one spouse can be enrolled';
  if (list.length > MAX_DEPENDENTS) return 'At most 9 dependents can be enrolled';
  if (tier === 'IS' && (spouses !== 1 || children > 0)) return 'Spouse information required';
  if (tier === 'IC' && (children < 1 || spouses > 0)) return 'Child information required';
  if (tier === 'IF' && (spouses < 1 || children < 1)) return 'Spouse & Child information required';
  return null;
}

export const dependentForm = (tier: Tier, today: Today = systemToday) =>
  z.object({ dependents: z.array(dependent(today)).max(MAX_DEPENDENTS) }).superRefine((form, ctx) => {
    const problem = dependentsProblem(tier, form.dependents);
    if (problem) ctx.addIssue({ code: 'custom', path: ['dependents'], message: problem });
  });
export type DependentForm = z.infer<ReturnType<typeof dependentForm>>;
