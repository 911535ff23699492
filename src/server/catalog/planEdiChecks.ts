import { isCategory } from '../../domain/categories';
import {
  AMOUNT_CATEGORIES,
  DEFAULT_INSURANCE_LINES,
  INSURANCE_LINE_CODES,
} from '../../domain/insuranceLines';
import type { ProblemList } from './packageProblem';
import { type CatalogRecords, PACKAGE_FILES, type Plan } from './packageSchema';

/**
 * A plan's 834 codes (`edi`) against its options and its carrier's feed: every code names an option the
 * plan has and every option has one, two options are never sent alike (HD04), and a plan whose carrier
 * takes an 834 has an insurance line from the guide's list for every option (its category's when the
 * package leaves it out and the list has one) and, for term life and disability, a coverage amount.
 */
export function checkPlanEdi(plan: Plan, carrierHasFeed: boolean, problems: ProblemList): void {
  const at = { file: PACKAGE_FILES.plans, path: `plan ${plan.id}` };
  const { edi } = plan;
  if (plan.category === 'association') {
    if (edi)
      problems.add({ ...at, field: 'edi', message: 'a membership is not sent in an 834: leave edi out' });
    return;
  }
  const fallback = isCategory(plan.category) ? DEFAULT_INSURANCE_LINES[plan.category] : undefined;
  const needsAmount = isCategory(plan.category) && AMOUNT_CATEGORIES.includes(plan.category);
  if (!edi) {
    if (!carrierHasFeed) return;
    if (!fallback)
      problems.add({
        ...at,
        field: 'edi',
        message: `its carrier takes an 834 and ${plan.category} has no insurance line of its own in 005010X220A1: give edi.insurance_line (one of ${INSURANCE_LINE_CODES.join(', ')}) and each option's coverage_code`,
      });
    else if (needsAmount)
      problems.add({
        ...at,
        field: 'edi',
        message: `its carrier takes an 834 and a ${plan.category} coverage is sent with its amount: give edi.options with each option's coverage_code and coverage_amount`,
      });
    return;
  }
  for (const name of Object.keys(edi.options)) {
    if (!plan.options.includes(name))
      problems.add({
        ...at,
        field: `edi.options.${name}`,
        message: `names option "${name}", which the plan does not have (${plan.options.join(', ')})`,
      });
  }
  const byCode = new Map<string, string>();
  for (const name of plan.options) {
    const option = edi.options[name];
    const field = `edi.options.${name}`;
    if (!option) {
      problems.add({ ...at, field, message: `option "${name}" has no coverage_code (HD04)` });
      continue;
    }
    const other = byCode.get(option.coverage_code);
    if (other !== undefined)
      problems.add({
        ...at,
        field: `${field}.coverage_code`,
        message: `"${option.coverage_code}" is also option "${other}"'s: the carrier could not tell them apart`,
      });
    byCode.set(option.coverage_code, name);
    if (!carrierHasFeed) continue;
    if (!(option.insurance_line ?? edi.insurance_line ?? fallback))
      problems.add({
        ...at,
        field: `${field}.insurance_line`,
        message: `${plan.category} has no insurance line of its own in 005010X220A1: give edi.insurance_line or the option's, one of ${INSURANCE_LINE_CODES.join(', ')}`,
      });
    if (needsAmount && option.coverage_amount === undefined)
      problems.add({
        ...at,
        field: `${field}.coverage_amount`,
        message: `a ${plan.category} coverage is sent with its amount (a face amount or monthly benefit, in dollars)`,
      });
  }
}

/** groups.json: each number names a carrier of the package, and a group has one number at a carrier. */
export function checkGroupNumbers(
  numbers: CatalogRecords['groupNumbers'],
  carriers: ReadonlySet<number | string>,
  problems: ProblemList,
): void {
  const seen = new Set<string>();
  numbers.forEach((entry, index) => {
    const at = { file: PACKAGE_FILES.groupNumbers, path: `[${index}]` };
    if (!carriers.has(entry.carrier))
      problems.add({
        ...at,
        field: 'carrier',
        message: `names carrier ${entry.carrier}, which the package does not have`,
      });
    const key = `${entry.group}/${entry.carrier}`;
    if (seen.has(key))
      problems.add({
        ...at,
        field: 'group',
        message: `group ${entry.group} already has a number at carrier ${entry.carrier}`,
      });
    seen.add(key);
  });
}
