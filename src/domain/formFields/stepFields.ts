import { z } from 'zod';
import type { BuiltInField } from './builtInField';

/**
 * A wizard step's fields as the server's form configuration decides them for one enrollment:
 * which are shown (a field not listed is hidden), which must be filled, which are read-only.
 */
export interface FieldSetting {
  name: string;
  required: boolean;
  readOnly: boolean;
}

/**
 * Everything a step's form, its server check and its summary are built from; the settings come
 * from data. The fields are in the order the form shows them, and the summary lists them.
 */
export interface StepFields {
  fields: Record<string, BuiltInField>;
  /** The step's own rules about the settings, e.g. birth state and city are required both or neither. */
  adjust?: (settings: FieldSetting[]) => FieldSetting[];
  /** Rules across fields, on the checked values; `shown` names the fields on the form. */
  refine?: (values: Record<string, unknown>, ctx: z.RefinementCtx, shown: ReadonlySet<string>) => void;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** An optional field: empty reads as left out; anything else must pass the field's check. */
function optional(rule: BuiltInField): z.ZodType {
  return z.preprocess(
    (value) => (isEmpty(value) ? undefined : value),
    (rule.optionalCheck ?? rule.check).optional(),
  );
}

/** The settings after the step's own rules, without fields the product does not know. */
function effectiveSettings(step: StepFields, settings: readonly FieldSetting[]): FieldSetting[] {
  const known = settings.filter((setting) => setting.name in step.fields);
  return step.adjust ? step.adjust(known) : known;
}

/**
 * The one function that turns a step's field list into its check: the form validates with it and
 * the server applies it to every save. Hidden fields are dropped (never stored); read-only fields
 * are dropped too, because their value is the server's, not the shopper's.
 */
export function formSchema(step: StepFields, settings: readonly FieldSetting[]) {
  const effective = effectiveSettings(step, settings);
  const shape: Record<string, z.ZodType> = {};
  for (const setting of effective) {
    if (setting.readOnly) continue;
    const rule = step.fields[setting.name];
    if (!rule) continue;
    shape[setting.name] = setting.required ? rule.check : optional(rule);
  }
  const shown = new Set(effective.map((setting) => setting.name));
  const object = z.object(shape);
  const refine = step.refine;
  const hides = Object.values(step.fields).some((rule) => rule.input.showWhen !== undefined);
  if (!refine && !hides) return object;
  // Cross-field rules run even when a field failed (a failed field stops an object's own
  // refinements in zod), so every message shows at once.
  // Any value reaches the transform (z.custom without a check), typed as the object's input.
  return z.custom<z.input<typeof object>>().transform((raw, ctx) => {
    const visible = withoutHidden(step, raw);
    const parsed = object.safeParse(visible);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const values = parsed.success ? parsed.data : ((visible ?? {}) as Record<string, unknown>);
    refine?.(values, ctx, shown);
    return parsed.success ? parsed.data : z.NEVER;
  });
}

/**
 * The answers without those of fields the other answers hide (`showWhen`): what the shopper typed
 * before changing an answer that hides the field is neither checked (its message would point at
 * nothing on the page) nor kept (a prior carrier with no prior coverage).
 */
function withoutHidden(step: StepFields, raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object') return raw;
  const values = raw as Record<string, unknown>;
  const hidden = Object.entries(step.fields)
    .filter(([name, rule]) => name in values && rule.input.showWhen && !rule.input.showWhen(values))
    .map(([name]) => name);
  if (hidden.length === 0) return raw;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.includes(name)));
}

/** The save call's static shape: every field the step knows, by type and size, all optional. */
export function staticShape(step: StepFields) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, rule] of Object.entries(step.fields)) shape[name] = rule.wire.nullable().optional();
  return z.object(shape);
}

/** Adjusts settings so a group of fields is required only when every one of them is. */
export function requiredTogether(names: readonly string[]) {
  return (settings: FieldSetting[]): FieldSetting[] => {
    const inGroup = settings.filter((setting) => names.includes(setting.name));
    const all = inGroup.length === names.length && inGroup.every((setting) => setting.required);
    return all
      ? settings
      : settings.map((setting) => (names.includes(setting.name) ? { ...setting, required: false } : setting));
  };
}
