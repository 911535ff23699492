import { STEP_CATALOG } from '../../contract/wizardStepCatalog';
import { isCategory } from '../../domain/categories';
import { parseMdy, toIsoDate } from '../../domain/dates';
import { dollarsToCents } from '../../domain/pricing';
import { normaliseTier } from '../../domain/tiers';
import { fromJsonText } from '../db/json';
import type { SealedStore } from '../db/sealedJson';
import { type KeptCoverage, readKeptCoverages } from '../enrollment/submittedCoverages';
import { readPurchase } from '../enrollment/submittedPurchase';
import { openTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import { beneficiaryRelationship834 } from './beneficiaryRelationship';
import { carrierHeaders834, stepText } from './carrierHeaders834';
import { gender834, optionCodes } from './coverageCodes';
import type { Beneficiary834, Coverage834, Enrollment834, Member834 } from './enrollment834';

/** A stored mm/dd/yyyy date as ISO; throws when the stored enrollment has none (a submission always does). */
function isoOf(mdy: string, what: string): string {
  const date = parseMdy(mdy);
  if (!date) throw new Error(`the enrollment's ${what} is not a date: "${mdy}"`);
  return toIsoDate(date);
}

/** A person of the steps, or of a policy (its members keep the steps' field names), as the 834 names them. */
export function personFor834(doc: TabDoc, relationship: Member834['relationship']): Member834 {
  const ssn = stepText(doc, 'ssn');
  return {
    relationship,
    firstName: stepText(doc, 'first_name'),
    middleName: stepText(doc, 'middle_name'),
    lastName: stepText(doc, 'last_name'),
    ssn: /^\d{9}$/.test(ssn) ? ssn : null,
    birthDate: isoOf(stepText(doc, 'birthdate'), 'date of birth'),
    gender: gender834(doc.gender),
    address: null,
  };
}

/** What a submitted enrollment tells its carriers, and why a carrier it bought from is told nothing. */
export interface Filing834 {
  /** Each carrier's 834 transaction (Enrollment834), by carrier id. */
  byCarrier: Map<number, Enrollment834>;
  /** A carrier whose coverage cannot be filed, with the reason in words for the operator. */
  unfiled: Map<number, string>;
}

/**
 * What each carrier of a submitted enrollment is to be told in its 834 (Enrollment834), by carrier id,
 * for the carriers with EDI settings (a carrier without gets no feed). Read from the sealed steps
 * (personal, contact, dependent; SSNs opened here, for the file only; employer for INS08 and the hire
 * date), the coverages kept with the submission (plan ids, options, tiers, premiums and carrier codes as
 * bought: submittedCoverages.ts; never matched by name), the rep and the group. Throws for an enrollment
 * that is not submitted.
 */
export async function enrollmentFor834(store: SealedStore, enrollmentId: string): Promise<Filing834> {
  const { db } = store;
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['policy_id', 'status', 'effective_date', 'group_id', 'submitted_purchase', 'filter_info'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (!enrollment?.policy_id || enrollment.status !== 'submitted')
    throw new Error('only a submitted enrollment goes to its carriers');
  const policyId = enrollment.policy_id;
  const effectiveDate = isoOf(enrollment.effective_date ?? '', 'effective date');

  const opened = async (step: 'personal' | 'contact' | 'dependent' | 'beneficiary') => {
    const doc = await readTab(store, enrollmentId, step);
    return doc ? openTab(step, doc, store.secretBox) : null;
  };
  const [personal, contact, dependent] = [
    await opened('personal'),
    await opened('contact'),
    await opened('dependent'),
  ];
  const beneficiaries = beneficiariesOf(await opened('beneficiary'));
  if (!personal) throw new Error('the enrollment has no personal information');
  // Gender and date of birth are the filter's (read-only on Personal Information): from it when not kept.
  const filter = fromJsonText<TabDoc>(enrollment.filter_info);
  const subscriber: Member834 = {
    ...personFor834(
      {
        ...personal,
        birthdate: stepText(personal, 'birthdate') || filter.dob,
        gender: personal.gender ?? filter.gender,
      },
      'subscriber',
    ),
    address: contact
      ? {
          line1: stepText(contact, 'address1'),
          line2: stepText(contact, 'address2'),
          city: stepText(contact, 'city'),
          state: stepText(contact, 'state').toUpperCase(),
          zip: stepText(contact, 'zip'),
        }
      : null,
  };
  const listed = dependent?.dependents;
  const dependents = (Array.isArray(listed) ? (listed as TabDoc[]) : [])
    .map((entry) => entry.primary_info as TabDoc | undefined)
    .filter((info): info is TabDoc => typeof info === 'object' && info !== null)
    .map((info) => personFor834(info, info.relationship === 'spouse' ? 'spouse' : 'child'));
  const members = [subscriber, ...dependents];

  const kept = readKeptCoverages(enrollment.submitted_purchase) ?? (await cartCoverages(store, enrollmentId));
  const coverages = new Map<number, Coverage834[]>();
  // The carriers selling a coverage the Beneficiary step is asked for (term life).
  const namingBeneficiaries = new Set<number>();
  const unfiled = new Map<number, string>();
  const notInsurance = new Set<number>();
  for (const coverage of kept) {
    const tier = normaliseTier(coverage.tier);
    // A membership (association) is no insurance: it is not sent.
    if (!tier || !isCategory(coverage.category)) {
      notInsurance.add(coverage.carrier_id);
      continue;
    }
    const insuranceLine = coverage.insurance_line ?? (await lineInForce(store, coverage));
    if (!insuranceLine) {
      unfiled.set(
        coverage.carrier_id,
        `plan ${coverage.plan_id} option "${coverage.option}" has no insurance line (HD03) in the catalog: apply a catalog that gives it one`,
      );
      continue;
    }
    if (asksBeneficiaries(coverage.category)) namingBeneficiaries.add(coverage.carrier_id);
    const list = coverages.get(coverage.carrier_id) ?? [];
    list.push({
      tier,
      insuranceLine,
      coverageCode: coverage.coverage_code,
      effectiveDate,
      premiumCents: coverage.premium_cents,
      coverageAmountCents: coverage.coverage_amount_cents,
    });
    coverages.set(coverage.carrier_id, list);
  }
  for (const carrierId of unfiled.keys()) coverages.delete(carrierId);
  for (const carrierId of notInsurance)
    if (!coverages.has(carrierId) && !unfiled.has(carrierId))
      unfiled.set(
        carrierId,
        'only a membership was bought from this carrier: a membership is not sent in an 834',
      );

  const headers = await carrierHeaders834(
    store,
    enrollmentId,
    enrollment.group_id,
    [...coverages.keys()],
    contact,
  );
  const byCarrier = new Map<number, Enrollment834>();
  for (const [carrierId, carrierCoverages] of coverages) {
    const settings = headers.get(carrierId);
    if (!settings) {
      unfiled.set(carrierId, 'the carrier has no 834 settings in the catalog any more');
      continue;
    }
    byCarrier.set(carrierId, {
      policyId,
      ...settings.header,
      members,
      coverages: carrierCoverages,
      beneficiaries:
        settings.edi.parts.beneficiaries && namingBeneficiaries.has(carrierId) ? beneficiaries : [],
    });
  }
  return { byCarrier, unfiled };
}

/** Whether a coverage of this category names beneficiaries: the Beneficiary step's own rule. */
function asksBeneficiaries(category: string): boolean {
  return STEP_CATALOG.beneficiary.required({ tier: 'IO', categories: [category], anyPlanNeedsHealth: false });
}

/** The Beneficiary step's people as the 834 names them. */
function beneficiariesOf(doc: TabDoc | null): Beneficiary834[] {
  const listed = doc?.beneficiaries;
  return (Array.isArray(listed) ? (listed as TabDoc[]) : []).map((entry) => {
    const ssn = stepText(entry, 'ssn');
    const born = parseMdy(stepText(entry, 'birthdate'));
    return {
      firstName: stepText(entry, 'first_name'),
      middleName: stepText(entry, 'middle_name'),
      lastName: stepText(entry, 'last_name'),
      ssn: /^\d{9}$/.test(ssn) ? ssn : null,
      birthDate: born ? toIsoDate(born) : null,
      relationshipCode: beneficiaryRelationship834(stepText(entry, 'relationship')),
      designation: 'primary',
      percent: Number(stepText(entry, 'beneficiary_percentage')),
    };
  });
}

/** The insurance line the catalog in force gives a coverage kept without one (a catalog applied since). */
async function lineInForce(store: SealedStore, coverage: KeptCoverage): Promise<string | null> {
  const plan = await store.db
    .selectFrom('plans')
    .select(['id', 'category', 'edi'])
    .where('id', '=', coverage.plan_id)
    .executeTakeFirst();
  return plan ? optionCodes(plan, coverage.option).insuranceLine : null;
}

/**
 * The coverages of an enrollment submitted before they were kept with it: every line of its cart (a
 * submission refuses a cart with a line no longer offered, and a submitted cart does not change), by plan
 * id and the rate row the line holds (a cart's rows are never deleted), priced as the kept receipt says
 * (its plans are the cart's lines in the same order) or, without one, at the price the line was added.
 */
async function cartCoverages(store: SealedStore, enrollmentId: string): Promise<KeptCoverage[]> {
  const { db } = store;
  const lines = await db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_lines.plan_pricing_id')
    .select([
      'plans.id',
      'plans.category',
      'plans.carrier_id',
      'plans.edi',
      'plan_prices.tier',
      'plan_prices.label',
      'cart_lines.price_cents',
    ])
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .orderBy('cart_lines.added_at')
    .orderBy('cart_lines.plan_id')
    .execute();
  const enrollment = await db
    .selectFrom('enrollments')
    .select('submitted_purchase')
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  const receipt = readPurchase(enrollment?.submitted_purchase ?? null)?.plans;
  const priced = receipt?.length === lines.length ? receipt : null;
  return lines.map((line, index) => {
    const codes = optionCodes(line, line.label);
    const price = priced?.[index]?.price;
    return {
      plan_id: line.id,
      carrier_id: line.carrier_id,
      category: line.category,
      option: line.label,
      tier: line.tier,
      premium_cents: price === undefined ? line.price_cents : dollarsToCents(price),
      insurance_line: codes.insuranceLine,
      coverage_code: codes.coverageCode,
      coverage_amount_cents: codes.coverageAmountCents,
    };
  });
}
