import { CONFIGURED_STEPS, type ConfiguredStep } from '../../domain/formFields/stepFieldCatalog';
import { builtInOptions, STEP_DEFAULTS, STEP_NEEDS } from '../../domain/formFields/stepFieldDefaults';
import type { ProblemList } from './packageProblem';
import { type CatalogRecords, PACKAGE_FILES } from './packageSchema';

type FieldRule = CatalogRecords['fields'][number];

const FILE = PACKAGE_FILES.fields;
const isKnown = (rule: FieldRule) =>
  rule.step in CONFIGURED_STEPS && rule.field in CONFIGURED_STEPS[rule.step as ConfiguredStep]().fields;
const unscoped = (scope: object) => Object.keys(scope).length === 0;
const keepDefaults = (step: ConfiguredStep) =>
  `or leave the ${step} step out of ${FILE} to use its built-in fields (${STEP_DEFAULTS[step].map((rule) => rule.field).join(', ')})`;

/** A list field that has no built-in choices must name its list. */
function checkOptionLists(rules: readonly FieldRule[], problems: ProblemList): void {
  for (const rule of rules.filter(isKnown)) {
    const field = CONFIGURED_STEPS[rule.step as ConfiguredStep]().fields[rule.field];
    if (!field || rule.options_list !== null) continue;
    if ((field.input.kind === 'select' || field.input.kind === 'flags') && !builtInOptions(field))
      problems.add({
        file: FILE,
        path: `rule ${rule.id}`,
        field: 'options_list',
        message: `${rule.field} on the ${rule.step} step is chosen from a list and has no built-in choices: name a list of forms/options.json`,
      });
  }
}

/**
 * What the server reads of each step the package lists: every needed field asked of everyone (a rule
 * with an empty scope), filled (required) and the shopper's to give (not read-only, unless the
 * server fills it); and no listed step that asks some enrollment nothing. A step the package does not
 * list keeps its built-in fields, which have all of it. Skipped while a rule names an unknown step or
 * field: its problem is the one to fix, and any other would follow from it.
 */
export function checkStepFields(records: CatalogRecords, problems: ProblemList): void {
  const rules = records.fields;
  checkOptionLists(rules, problems);
  if (!rules.every(isKnown)) return;
  const steps = [...new Set(rules.map((rule) => rule.step as ConfiguredStep))];
  for (const step of steps) {
    const own = rules.filter((rule) => rule.step === step);
    let lacks = false;
    for (const need of STEP_NEEDS[step]) {
      const why = `the ${step} step needs it (${need.reads})`;
      const named = own.filter((rule) => rule.field === need.field);
      const forAll = named.filter((rule) => unscoped(rule.scope));
      const locked = named.find((rule) => rule.read_only);
      const at = { file: FILE, path: `step ${step}`, field: need.field };
      if (forAll.length === 0)
        problems.add({
          ...at,
          message: `is not asked of every enrollment, and ${why}: give it a rule with an empty scope and "required": true, ${keepDefaults(step)}`,
        });
      else if (locked && !need.serverFilled)
        problems.add({
          ...at,
          message: `rule ${locked.id} makes it read-only, and ${why}: the shopper could not give it; set "read_only": false`,
        });
      else if (!forAll.some((rule) => rule.required || (rule.read_only && need.serverFilled)))
        problems.add({
          ...at,
          message: `is optional, and ${why}: set "required": true on rule ${forAll[0]?.id}`,
        });
      else continue;
      lacks = true;
    }
    // A dependent's field shows only when required (REQUIRED_ONLY_STEPS): an optional one asks nothing.
    const asks = own.some((rule) => unscoped(rule.scope) && (step !== 'dependent' || rule.required));
    const custom = records.customFields.some((field) => field.step === step && unscoped(field.scope));
    if (!lacks && !asks && !custom)
      problems.add({
        file: FILE,
        path: `step ${step}`,
        message: `asks nothing of an enrollment its scoped rules do not match: give a field a rule with an empty scope, ${keepDefaults(step)}`,
      });
  }
}
