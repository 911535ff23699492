import { isCategory } from '../../domain/categories';
import { parseMdy, toIsoDate } from '../../domain/dates';
import { normaliseTier } from '../../domain/tiers';
import { fromJsonText } from '../db/json';
import type { SealedStore } from '../db/sealedJson';
import { readPurchase } from '../enrollment/submittedPurchase';
import { openTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import { gender834 } from './coverageCodes';
import { carrierEdis } from './ediSettings';
import type { Coverage834, Enrollment834, Member834, Party834 } from './enrollment834';

const textOf = (doc: TabDoc | null | undefined, key: string): string => {
  const value = doc?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** A stored mm/dd/yyyy date as ISO; throws when the stored enrollment has none (a submission always does). */
function isoOf(mdy: string, what: string): string {
  const date = parseMdy(mdy);
  if (!date) throw new Error(`the enrollment's ${what} is not a date: "${mdy}"`);
  return toIsoDate(date);
}

function person(doc: TabDoc, relationship: Member834['relationship']): Member834 {
  const ssn = textOf(doc, 'ssn');
  return {
    relationship,
    firstName: textOf(doc, 'first_name'),
    middleName: textOf(doc, 'middle_name'),
    lastName: textOf(doc, 'last_name'),
    ssn: /^\d{9}$/.test(ssn) ? ssn : null,
    birthDate: isoOf(textOf(doc, 'birthdate'), 'date of birth'),
    gender: gender834(doc.gender),
    address: null,
  };
}

/**
 * What each carrier of a submitted enrollment is to be told in its 834 (Enrollment834), by carrier id,
 * for the carriers with EDI settings (a carrier without gets no feed). Read from the sealed steps
 * (personal, contact, dependent; SSNs opened here, for the file only), the cart's lines with their plans'
 * carriers, categories and tiers, kept to the plans the submission bought (`submitted_purchase`), the
 * rep and the group. Throws for an enrollment that is not submitted.
 */
export async function enrollmentFor834(
  store: SealedStore,
  enrollmentId: string,
): Promise<Map<number, Enrollment834>> {
  const { db } = store;
  const enrollment = await db
    .selectFrom('enrollments')
    .select([
      'policy_id',
      'status',
      'effective_date',
      'agent_id',
      'group_id',
      'submitted_purchase',
      'filter_info',
    ])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (!enrollment?.policy_id || enrollment.status !== 'submitted')
    throw new Error('only a submitted enrollment goes to its carriers');
  const policyId = enrollment.policy_id;
  const effectiveDate = isoOf(enrollment.effective_date ?? '', 'effective date');

  const opened = async (step: 'personal' | 'contact' | 'dependent') => {
    const doc = await readTab(store, enrollmentId, step);
    return doc ? openTab(step, doc, store.secretBox) : null;
  };
  const [personal, contact, dependent] = [
    await opened('personal'),
    await opened('contact'),
    await opened('dependent'),
  ];
  if (!personal) throw new Error('the enrollment has no personal information');
  // Gender and date of birth are the filter's (read-only on Personal Information): from it when not kept.
  const filter = fromJsonText<TabDoc>(enrollment.filter_info);
  const subscriber: Member834 = {
    ...person(
      {
        ...personal,
        birthdate: textOf(personal, 'birthdate') || filter.dob,
        gender: personal.gender ?? filter.gender,
      },
      'subscriber',
    ),
    address: contact
      ? {
          line1: textOf(contact, 'address1'),
          line2: textOf(contact, 'address2'),
          city: textOf(contact, 'city'),
          state: textOf(contact, 'state').toUpperCase(),
          zip: textOf(contact, 'zip'),
        }
      : null,
  };
  const listed = dependent?.dependents;
  const dependents = (Array.isArray(listed) ? (listed as TabDoc[]) : [])
    .map((entry) => entry.primary_info as TabDoc | undefined)
    .filter((info): info is TabDoc => typeof info === 'object' && info !== null)
    .map((info) => person(info, info.relationship === 'spouse' ? 'spouse' : 'child'));
  const members = [subscriber, ...dependents];

  const lines = await db
    .selectFrom('cart_lines')
    .innerJoin('plans', 'plans.id', 'cart_lines.plan_id')
    .innerJoin('plan_prices', 'plan_prices.id', 'cart_lines.plan_pricing_id')
    .select(['plans.id', 'plans.name', 'plans.category', 'plans.carrier_id', 'plan_prices.tier'])
    .where('cart_lines.enrollment_id', '=', enrollmentId)
    .orderBy('cart_lines.added_at')
    .orderBy('cart_lines.plan_id')
    .execute();
  // What the submission bought: a line no longer offered then was not bought.
  const purchase = readPurchase(enrollment.submitted_purchase);
  const bought = purchase ? new Set(purchase.plans.map((plan) => plan.plan_name)) : null;
  const coverages = new Map<number, Coverage834[]>();
  for (const line of lines) {
    const tier = normaliseTier(line.tier);
    if ((bought && !bought.has(line.name)) || !tier || !isCategory(line.category)) continue;
    const list = coverages.get(line.carrier_id) ?? [];
    list.push({ category: line.category, tier, planCode: String(line.id), effectiveDate });
    coverages.set(line.carrier_id, list);
  }

  const applicantName = [subscriber.firstName, subscriber.lastName].filter(Boolean).join(' ');
  const group = enrollment.group_id
    ? await db
        .selectFrom('groups')
        .select(['name', 'code'])
        .where('id', '=', enrollment.group_id)
        .executeTakeFirst()
    : undefined;
  const sponsor: Party834 = group
    ? { name: group.name, idQualifier: '94', id: group.code }
    : { name: applicantName, idQualifier: '94', id: policyId };
  const rep = enrollment.agent_id
    ? await db
        .selectFrom('agents')
        .select(['first_name', 'last_name', 'code'])
        .where('id', '=', enrollment.agent_id)
        .executeTakeFirst()
    : undefined;
  const broker: Party834 | null = rep
    ? { name: `${rep.first_name} ${rep.last_name}`.trim(), idQualifier: '94', id: rep.code }
    : null;

  const edis = await carrierEdis(db, [...coverages.keys()]);
  const byCarrier = new Map<number, Enrollment834>();
  for (const [carrierId, carrierCoverages] of coverages) {
    const edi = edis.get(carrierId);
    if (!edi) continue;
    byCarrier.set(carrierId, {
      policyId,
      sponsor,
      payer: { name: edi.payer_name, idQualifier: edi.payer_id_qualifier, id: edi.payer_id },
      broker,
      masterPolicy: edi.master_policy,
      groupBusiness: group !== undefined,
      members,
      coverages: carrierCoverages,
    });
  }
  return byCarrier;
}
