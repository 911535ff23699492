import { mergedTerms, termsProblem } from '../../domain/billingTerms';
import type { ProblemList } from './packageProblem';
import { type CatalogRecords, PACKAGE_FILES } from './packageSchema';

/**
 * Billing terms the schema alone cannot judge: the preset day must be one the terms offer, for each
 * carrier's terms over the store's and each plan's over its carrier's (domain/billingTerms.ts).
 */
export function checkBillingTerms(records: CatalogRecords, problems: ProblemList): void {
  const carriers = new Map(records.carriers.map((carrier) => [carrier.id, carrier.billing_terms]));
  for (const carrier of records.carriers) {
    const problem = termsProblem(mergedTerms(carrier.billing_terms));
    if (problem)
      problems.add({
        file: PACKAGE_FILES.carriers,
        path: `carrier ${carrier.id} billing_terms.default_bill_date`,
        field: 'default_bill_date',
        message: problem,
      });
  }
  for (const plan of records.plans) {
    const carrierTerms = carriers.get(plan.carrier);
    if (!plan.billing_terms || termsProblem(mergedTerms(carrierTerms)) !== null) continue;
    const problem = termsProblem(mergedTerms(carrierTerms, plan.billing_terms));
    if (problem)
      problems.add({
        file: PACKAGE_FILES.plans,
        path: `plan ${plan.id} billing_terms.default_bill_date`,
        field: 'default_bill_date',
        message: `${problem}, over carrier ${plan.carrier}'s terms`,
      });
  }
}
