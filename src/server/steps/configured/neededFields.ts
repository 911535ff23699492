import { CONFIGURED_STEPS, type ConfiguredStep } from '../../../domain/formFields/stepFieldCatalog';
import { neededFieldGaps } from '../../../domain/formFields/stepFieldDefaults';
import type { FieldSetting } from '../../../domain/formFields/stepFields';
import { AppError } from '../../http/appError';

/** Our wording: the shopper cannot fix it, the store's operator can (docs/catalog.md, "Built-in fields"). */
export const neededFieldMessage = (label: string, reads: string) =>
  `This store's form settings leave out ${label}, which this step needs (${reads}). Please contact the store.`;

/**
 * A save refuses, with 409 and a message per field, when this enrollment's field list hides or locks a
 * field the server reads (a catalog applied before `validate` refused that): the step's checks never
 * run without their fields.
 */
export function refuseMissingNeeds(step: ConfiguredStep, fields: readonly FieldSetting[], prefix = ''): void {
  const gaps = neededFieldGaps(step, fields).filter((gap) => gap.gap !== 'optional');
  if (gaps.length === 0) return;
  const builtIns = CONFIGURED_STEPS[step]().fields;
  throw new AppError(
    409,
    gaps.map(({ need }) => ({
      target_element: `${prefix}${need.field}`,
      error_message: neededFieldMessage(builtIns[need.field]?.label ?? need.field, need.reads),
    })),
  );
}
