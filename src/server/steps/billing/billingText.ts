import type { AppDeps } from '../../appDeps';
import { fromJsonText } from '../../db/json';

/** When neither the cart's carriers nor the default site name a descriptor (our wording). */
export const FALLBACK_BILLING_TEXT = 'BENEFIT STORE';

/** A card or bank statement descriptor holds at most 22 characters. */
const DESCRIPTOR_LENGTH = 22;

/**
 * The default site's descriptor: `sites.settings` key `billing_text`, else its name (site.json's) in
 * capitals, cut to a descriptor's length; the fallback only for a store with neither.
 */
async function siteBillingText(deps: Pick<AppDeps, 'db'>): Promise<string> {
  const site = await deps.db
    .selectFrom('sites')
    .select('settings')
    .where('kind', '=', 'default')
    .orderBy('domain')
    .executeTakeFirst();
  const settings = site ? fromJsonText<Record<string, unknown> | null>(site.settings) : null;
  const text = settings?.billing_text;
  if (typeof text === 'string' && text.trim()) return text.trim();
  const name = settings?.site_name;
  if (typeof name === 'string' && name.trim())
    return name.trim().toUpperCase().slice(0, DESCRIPTOR_LENGTH).trim();
  return FALLBACK_BILLING_TEXT;
}

/**
 * What the applicant's statement will show: each carrier of the cart's plans by its own descriptor,
 * else the site's; distinct texts in cart order joined by ", ". An empty cart gets the site's.
 */
export async function billingTextFor(deps: Pick<AppDeps, 'db'>, enrollmentId: string): Promise<string> {
  const rows = await deps.db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
    .select(['carriers.billing_text'])
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .orderBy('cart_lines.added_at')
    .orderBy('cart_lines.plan_id')
    .execute();
  const needsSite = rows.length === 0 || rows.some((row) => !row.billing_text?.trim());
  const site = needsSite ? await siteBillingText(deps) : FALLBACK_BILLING_TEXT;
  const texts = rows.map((row) => row.billing_text?.trim() || site);
  return [...new Set(texts.length > 0 ? texts : [site])].join(', ');
}
