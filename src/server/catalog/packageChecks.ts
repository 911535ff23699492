import { customFieldProblems } from '../../domain/customFields';
import { CONFIGURED_STEPS, type ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { type CarrierDeliveryRules, deliveryProblems } from '../adapters/carrierDeliveryRules';
import { checkBillingTerms } from './billingTermsChecks';
import type { PackageProblem, ProblemList } from './packageProblem';
import { type CatalogRecords, PACKAGE_FILES } from './packageSchema';
import { checkGroupNumbers, checkPlanEdi } from './planEdiChecks';
import { checkStepFields } from './stepFieldChecks';

type Where = Omit<PackageProblem, 'message'>;

/** Ids that appear twice in one file. */
function checkUnique<T extends { id: number }>(
  file: string,
  noun: string,
  records: T[],
  problems: ProblemList,
): void {
  const seen = new Set<number>();
  for (const record of records) {
    if (seen.has(record.id))
      problems.add({
        file,
        path: `${noun} ${record.id}`,
        field: 'id',
        message: `${noun} id ${record.id} is used twice`,
      });
    seen.add(record.id);
  }
}

/** A reference to a carrier, plan or option list that the package does not have. */
function checkKnown(
  known: Set<number | string>,
  value: number | string | null | undefined,
  where: Where,
  noun: string,
  problems: ProblemList,
): void {
  if (value === null || value === undefined || known.has(value)) return;
  problems.add({ ...where, message: `names ${noun} ${value}, which the package does not have` });
}

/**
 * Each carrier's delivery against the store's rules (adapters/carrierDeliveryRules.ts): a secret only
 * from a variable set aside for carriers, a pinned host key in production. `validate` and `apply` both.
 */
export function checkCarrierDeliveries(
  carriers: readonly CatalogRecords['carriers'][number][],
  rules: CarrierDeliveryRules,
  problems: ProblemList,
): void {
  for (const carrier of carriers) {
    if (!carrier.edi) continue;
    for (const problem of deliveryProblems(carrier.edi.delivery, rules))
      problems.add({
        file: PACKAGE_FILES.carriers,
        path: `carrier ${carrier.id} edi.delivery.${problem.field}`,
        field: problem.field,
        message: problem.message,
      });
  }
}

/**
 * Every cross-reference and rule the schemas alone cannot see. `unreadPlans`, `unreadCarriers`: records
 * left out for a problem of their own, which a reference may still name (their one problem is not
 * repeated on everything that names them).
 */
export function checkPackage(
  records: CatalogRecords,
  problems: ProblemList,
  unreadPlans: ReadonlySet<number> = new Set(),
  unreadCarriers: ReadonlySet<number> = new Set(),
): void {
  const F = PACKAGE_FILES;
  checkUnique(F.carriers, 'carrier', records.carriers, problems);
  checkUnique(F.plans, 'plan', records.plans, problems);
  checkUnique(F.screening, 'question', records.screening, problems);
  checkUnique(F.supplemental, 'statement', records.supplemental, problems);
  checkUnique(F.health, 'question', records.health, problems);
  checkUnique(F.assistant, 'question', records.assistant, problems);
  checkUnique(F.fields, 'rule', records.fields, problems);
  checkUnique(F.agreementTexts, 'text', records.agreementTexts, problems);
  checkUnique(F.verifications, 'verification', records.verifications, problems);
  checkUnique(F.paymentMethods, 'rule', records.paymentMethods, problems);

  const carriers = new Set<number | string>([
    ...records.carriers.map((carrier) => carrier.id),
    ...unreadCarriers,
  ]);
  const plans = new Map(records.plans.map((plan) => [plan.id, plan]));
  const planIds = new Set<number | string>([...plans.keys(), ...unreadPlans]);
  const lists = new Set<number | string>(Object.keys(records.options));
  const feeds = new Set(
    records.carriers.filter((carrier) => carrier.edi !== null).map((carrier) => carrier.id),
  );

  for (const plan of records.plans) {
    const at = { file: F.plans, path: `plan ${plan.id}` };
    checkKnown(carriers, plan.carrier, { ...at, field: 'carrier' }, 'carrier', problems);
    checkKnown(planIds, plan.successor, { ...at, field: 'successor' }, 'plan', problems);
    if (plan.successor === plan.id)
      problems.add({ ...at, field: 'successor', message: 'a plan cannot succeed itself' });
    const successor = plan.successor === null ? undefined : plans.get(plan.successor);
    // Its members move to the successor at renewal: the same carrier's coverage of the same kind.
    if (successor && successor.id !== plan.id && successor.carrier !== plan.carrier)
      problems.add({
        ...at,
        field: 'successor',
        message: `names plan ${successor.id} of carrier ${successor.carrier}: a successor must be a plan of the same carrier (${plan.carrier})`,
      });
    else if (successor && successor.category !== plan.category)
      problems.add({
        ...at,
        field: 'successor',
        message: `names plan ${successor.id} (${successor.category}): a successor must be of the same category (${plan.category})`,
      });
    if (new Set(plan.options).size !== plan.options.length)
      problems.add({ ...at, field: 'options', message: 'an option is named twice' });
    if (new Set(plan.tiers).size !== plan.tiers.length)
      problems.add({ ...at, field: 'tiers', message: 'a tier is named twice' });
    checkPlanEdi(plan, feeds.has(plan.carrier), problems);
  }
  checkBillingTerms(records, problems);
  checkGroupNumbers(records.groupNumbers, carriers, problems);
  for (const question of records.screening) {
    checkKnown(
      planIds,
      question.plan,
      { file: F.screening, path: `question ${question.id}`, field: 'plan' },
      'plan',
      problems,
    );
    if (question.layout === 'checkbox' && question.options.length === 0)
      problems.add({
        file: F.screening,
        path: `question ${question.id}`,
        field: 'options',
        message: 'a checkbox question needs options',
      });
  }
  for (const statement of records.supplemental)
    checkKnown(
      planIds,
      statement.plan,
      { file: F.supplemental, path: `statement ${statement.id}`, field: 'plan' },
      'plan',
      problems,
    );
  for (const question of records.health)
    checkKnown(
      carriers,
      question.carrier,
      { file: F.health, path: `question ${question.id}`, field: 'carrier' },
      'carrier',
      problems,
    );
  for (const rule of records.fields) {
    const at = { file: F.fields, path: `rule ${rule.id}` };
    if (!(rule.step in CONFIGURED_STEPS)) {
      problems.add({
        ...at,
        field: 'step',
        message: `"${rule.step}" is not a step with configured fields (${Object.keys(CONFIGURED_STEPS).join(', ')})`,
      });
    } else if (!(rule.field in CONFIGURED_STEPS[rule.step as ConfiguredStep]().fields)) {
      problems.add({
        ...at,
        field: 'field',
        message: `"${rule.field}" is not a field of the ${rule.step} step`,
      });
    }
    checkKnown(lists, rule.options_list, { ...at, field: 'options_list' }, 'option list', problems);
    checkKnown(carriers, rule.scope.carrier, { ...at, field: 'scope.carrier' }, 'carrier', problems);
    checkKnown(planIds, rule.scope.plan, { ...at, field: 'scope.plan' }, 'plan', problems);
  }
  checkStepFields(records, problems);
  const customIds = new Set<string>();
  for (const field of records.customFields) {
    const at = { file: F.customFields, path: `field ${field.id}` };
    if (customIds.has(field.id))
      problems.add({ ...at, field: 'id', message: `field id ${field.id} is used twice` });
    customIds.add(field.id);
    for (const problem of customFieldProblems(field))
      problems.add({
        ...at,
        path: `${at.path} ${problem.path}`,
        field: problem.path.split('.').at(-1) ?? '',
        message: problem.message,
      });
    checkKnown(carriers, field.scope.carrier, { ...at, field: 'scope.carrier' }, 'carrier', problems);
    checkKnown(planIds, field.scope.plan, { ...at, field: 'scope.plan' }, 'plan', problems);
  }
  for (const text of records.agreementTexts) {
    const at = { file: F.agreementTexts, path: `text ${text.id}` };
    checkKnown(carriers, text.scope.carrier, { ...at, field: 'scope.carrier' }, 'carrier', problems);
    checkKnown(planIds, text.scope.plan, { ...at, field: 'scope.plan' }, 'plan', problems);
  }
  for (const verification of records.verifications) {
    checkKnown(
      carriers,
      verification.scope.carrier,
      { file: F.verifications, path: `verification ${verification.id}`, field: 'scope.carrier' },
      'carrier',
      problems,
    );
    if ((verification.question_id === null) !== (verification.question === null))
      problems.add({
        file: F.verifications,
        path: `verification ${verification.id}`,
        field: 'question',
        message: 'a question needs both its id and its text',
      });
  }
  for (const rule of records.paymentMethods)
    checkKnown(
      carriers,
      rule.scope.carrier,
      { file: F.paymentMethods, path: `rule ${rule.id}`, field: 'scope.carrier' },
      'carrier',
      problems,
    );
}
