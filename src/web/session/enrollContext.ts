import { storedValue } from './storedValue';

const EPROCESSES = ['rep', 'applicant', 'group'] as const;
const OPEN_TYPES = ['agent', 'group', 'user'] as const;
const ENROLL_TYPES = ['new-member', 'new-group-member', 'existing-member'] as const;

/**
 * Who the next enrollment is for and through whom, chosen on a start page: the process (rep,
 * applicant, group), the rep, group and portal, and the enroll type. Ids only, nothing personal;
 * the server checks every one of them against the signed-in account.
 */
export interface EnrollContext {
  eprocess: (typeof EPROCESSES)[number];
  /** How the visitor came: a rep's or a group's landing page, or a member link. */
  open_type?: (typeof OPEN_TYPES)[number] | undefined;
  enroll_type?: (typeof ENROLL_TYPES)[number] | undefined;
  agent_id?: number | undefined;
  group_id?: number | undefined;
  platform_group_id?: number | undefined;
  /** The referral link the visitor came by (/referrals?rid=…). */
  referral?: string | undefined;
}

const ID_KEYS = ['agent_id', 'group_id', 'platform_group_id'] as const;

/**
 * The stored choice checked by hand (kept free of zod, which the first page does not load):
 * known values only, ids positive integers, unknown keys dropped; anything else is no choice.
 */
function checkContext(value: unknown): EnrollContext | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const oneOf = <T extends string>(choices: readonly T[], v: unknown): v is T =>
    typeof v === 'string' && (choices as readonly string[]).includes(v);
  if (!oneOf(EPROCESSES, raw.eprocess)) return null;
  const context: EnrollContext = { eprocess: raw.eprocess };
  if (raw.open_type !== undefined) {
    if (!oneOf(OPEN_TYPES, raw.open_type)) return null;
    context.open_type = raw.open_type;
  }
  if (raw.enroll_type !== undefined) {
    if (!oneOf(ENROLL_TYPES, raw.enroll_type)) return null;
    context.enroll_type = raw.enroll_type;
  }
  for (const key of ID_KEYS) {
    const id = raw[key];
    if (id === undefined) continue;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
    context[key] = id;
  }
  if (raw.referral !== undefined) {
    if (typeof raw.referral !== 'string' || raw.referral.length > 20) return null;
    context.referral = raw.referral;
  }
  return context;
}

const stored = storedValue('enrollContext');

/** The last text read and what it parsed to: every component reading the choice shares one object. */
let last: { text: string | null; context: EnrollContext | null } = { text: null, context: null };

function parse(text: string | null): EnrollContext | null {
  if (text === last.text) return last.context;
  let context: EnrollContext | null = null;
  try {
    context = text ? checkContext(JSON.parse(text)) : null;
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
