import { z } from 'zod';
import { storedValue } from './storedValue';

/**
 * Who the next enrollment is for and through whom, chosen on a start page: the process (rep,
 * applicant, group), the rep, group and portal, and the enroll type. Ids only, nothing personal;
 * the server checks every one of them against the signed-in account.
 */
const contextSchema = z.object({
  eprocess: z.enum(['rep', 'applicant', 'group']),
  /** How the visitor came: a rep's or a group's landing page, or a member link. */
  open_type: z.enum(['agent', 'group', 'user']).optional(),
  enroll_type: z.enum(['new-member', 'new-group-member', 'existing-member']).optional(),
  agent_id: z.number().int().positive().optional(),
  group_id: z.number().int().positive().optional(),
  platform_group_id: z.number().int().positive().optional(),
  /** The referral link the visitor came by (/referrals?rid=…). */
  referral: z.string().max(20).optional(),
});
export type EnrollContext = z.infer<typeof contextSchema>;

const stored = storedValue('enrollContext');

/** The last text read and what it parsed to: every component reading the choice shares one object. */
let last: { text: string | null; context: EnrollContext | null } = { text: null, context: null };

function parse(text: string | null): EnrollContext | null {
  if (text === last.text) return last.context;
  let context: EnrollContext | null = null;
  try {
    const parsed = text ? contextSchema.safeParse(JSON.parse(text)) : null;
    context = parsed?.success ? parsed.data : null;
  } catch {
    context = null;
  }
  last = { text, context };
  return context;
}

export function setEnrollContext(context: EnrollContext | null): void {
  stored.write(context ? JSON.stringify(context) : null);
}

export function readEnrollContext(): EnrollContext | null {
  return parse(stored.read());
}

export function useEnrollContext(): EnrollContext | null {
  const text = stored.useValue();
  return parse(text);
}
