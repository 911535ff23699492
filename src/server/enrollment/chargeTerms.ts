import { billDateLabel } from '../../domain/billDateLabel';
import { mergedTerms, offeredBillDates, presetBillDate } from '../../domain/billingTerms';
import type { BillingTermsOverride } from '../../domain/billingTermsSchema';
import { type ChargeLine, chargeSentences } from '../../domain/chargeSchedule';
import { calendarDateOf, parseMdy } from '../../domain/dates';
import { eftNotes } from '../../domain/eftNotes';
import type { OwnedEnrollment } from '../access/enrollmentAccess';
import type { AppDeps } from '../appDeps';
import { fromJsonText } from '../db/json';
import type { CartView } from '../pricing/cartView';
import { readTab } from './tabStore';

const termsOf = (text: string | null) => (text === null ? null : fromJsonText<BillingTermsOverride>(text));

/** Each cart line with its carrier's name and its terms (the plan's over the carrier's over the store's). */
export async function chargeLinesOf(deps: Pick<AppDeps, 'db'>, cart: CartView): Promise<ChargeLine[]> {
  const ids = [...new Set(cart.lines.map((line) => line.plan_id))];
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('plans')
          .innerJoin('carriers', 'carriers.id', 'plans.carrier_id')
          .select([
            'plans.id',
            'plans.billing_terms as plan_terms',
            'carriers.name',
            'carriers.billing_terms',
          ])
          .where('plans.id', 'in', ids)
          .execute();
  const byPlan = new Map(rows.map((row) => [row.id, row]));
  return cart.lines.map((line) => {
    const row = byPlan.get(line.plan_id);
    return {
      plan_name: line.plan_name,
      price: line.price,
      application_fee: line.application_fee,
      application_fee_label: line.application_fee_label,
      available: line.available,
      payer: row?.name ?? '',
      terms: mergedTerms(termsOf(row?.billing_terms ?? null), termsOf(row?.plan_terms ?? null)),
    };
  });
}

/** The bill dates a cart's terms offer, labelled, and the preset one (what get-bill-date answers). */
export function billDateChoices(lines: readonly ChargeLine[]) {
  const terms = lines.filter((line) => line.available).map((line) => line.terms);
  return {
    result: offeredBillDates(terms).map((day) => ({
      bill_date: String(day),
      label: billDateLabel(String(day)),
    })),
    default_bill_date: String(presetBillDate(terms)),
  };
}

/** The day chosen if the cart's terms offer it, else their preset one. */
function billDateOf(lines: readonly ChargeLine[], saved: unknown): number {
  const choices = billDateChoices(lines);
  return choices.result.some((option) => option.bill_date === String(saved))
    ? Number(saved)
    : Number(choices.default_bill_date);
}

/** What is charged when for one bill date (domain/chargeSchedule.ts); none before checkout gives a date. */
function sentencesFor(owned: OwnedEnrollment, lines: ChargeLine[], at: Date, billDate: number): string[] {
  const effectiveDate = parseMdy(owned.row.effective_date ?? '');
  if (!effectiveDate) return [];
  return chargeSentences({ lines, enrolledOn: calendarDateOf(at), effectiveDate, billDate });
}

/**
 * The charge sentences of an enrollment on the day `at` (today, or its submission) with its saved bill
 * date (else the preset one).
 */
export async function chargeSentencesOf(
  deps: Pick<AppDeps, 'db' | 'secretBox'>,
  owned: OwnedEnrollment,
  cart: CartView,
  at: Date,
): Promise<string[]> {
  const lines = await chargeLinesOf(deps, cart);
  const saved = (await readTab(deps, owned.row.id, 'billing'))?.bill_date;
  return sentencesFor(owned, lines, at, billDateOf(lines, saved));
}

/** What get-charge-terms answers: the bill dates, the preset one, the sentences for each, the EFT notes. */
export async function chargeTermsOf(deps: AppDeps, owned: OwnedEnrollment, cart: CartView) {
  const lines = await chargeLinesOf(deps, cart);
  const choices = billDateChoices(lines);
  const at = deps.now();
  return {
    bill_dates: choices.result,
    default_bill_date: choices.default_bill_date,
    sentences: choices.result.map((option) => ({
      bill_date: option.bill_date,
      sentences: sentencesFor(owned, lines, at, Number(option.bill_date)),
    })),
    eft_notes: eftNotes(lines.filter((line) => line.available)),
  };
}
