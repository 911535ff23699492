import { z } from 'zod';
import { type CustomFieldAsked, customValuesSchema } from '../customFields';
import { systemToday, type Today } from '../fieldRules';

/**
 * A step form's check with its custom fields: the step's own schema for its fields, and the custom
 * answers (under `key`) checked by customValuesSchema, the schema the server applies to them. Every
 * message shows at once; without custom fields the step's schema is returned as it is.
 */
export function withCustomFields<Output extends object, Input>(
  base: z.ZodType<Output, Input>,
  defs: readonly CustomFieldAsked[],
  key: string,
  today: Today = systemToday,
): z.ZodType<Output, Input> {
  if (defs.length === 0) return base;
  const custom = customValuesSchema(defs, today);
  // Any value reaches the transform (z.custom without a check), typed as the step's own input.
  return z.custom<Input>().transform((raw, ctx): Output => {
    const doc = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const fields = base.safeParse(doc);
    const answers = custom.safeParse(doc[key]);
    if (!fields.success)
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (!answers.success)
      for (const issue of answers.error.issues)
        ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
    if (!fields.success || !answers.success) return z.NEVER;
    return { ...fields.data, [key]: answers.data };
  });
}
