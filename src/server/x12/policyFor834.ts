import { fromIsoDate } from '../../domain/dates';
import { normaliseTier } from '../../domain/tiers';
import type { CarrierEdi } from '../catalog/packageSchema';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';
import { openJson, type SealedStore } from '../db/sealedJson';
import { openTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import { policyAddress } from '../policy/policyAddress';
import { carrierHeaders834, type Header834 } from './carrierHeaders834';
import type { Address834, Coverage834, Member834 } from './enrollment834';
import { personFor834 } from './enrollmentFor834';

/** A coverage span as stored (053). */
export interface SpanRow {
  member_number: number;
  plan_id: number;
  option: string;
  tier: string;
  premium_cents: number | null;
  insurance_line: string | null;
  coverage_code: string;
  coverage_amount_cents: number | null;
  start_date: string;
  end_date: string | null;
  started_by_change: string | null;
  ended_by_change: string | null;
}

/** A policy member with the 834's view of them. */
export interface PolicyMember834 {
  number: number;
  addedByChange: string | null;
  member: Member834;
}

/** What one carrier is told of one policy: its header, members and this carrier's spans. */
export interface Policy834 {
  enrollmentId: string;
  policyId: string;
  /** Null when the carrier has no 834 settings. */
  settings: { edi: CarrierEdi; header: Header834 } | null;
  members: PolicyMember834[];
  spans: SpanRow[];
}

/**
 * A span as a 2300 coverage, or the reason it cannot be one: a membership (no tier) is no insurance;
 * an option without an insurance line cannot be filed. The premium is the subscriber's span's.
 */
export function spanCoverage(span: SpanRow): Coverage834 | string {
  const tier = normaliseTier(span.tier);
  if (!tier) return 'a membership is not sent in an 834';
  if (!span.insurance_line)
    return `plan ${span.plan_id} option "${span.option}" has no insurance line (HD03): apply a catalog that gives it one`;
  return {
    tier,
    insuranceLine: span.insurance_line,
    coverageCode: span.coverage_code,
    effectiveDate: span.start_date,
    premiumCents: span.premium_cents ?? 0,
    coverageAmountCents: span.coverage_amount_cents,
  };
}

/** A cancelled span ends the day before it starts: it covered no day. */
export const isCancelled = (span: SpanRow) => span.end_date !== null && span.end_date < span.start_date;

/** Whether a span covers `date` (ISO) or a later day: not cancelled, and not ended before `date`. */
export const coversFrom = (span: SpanRow, date: string) =>
  !isCancelled(span) && (span.end_date === null || span.end_date >= date);

/** The subscriber's home address in effect on `on` (ISO), as the engine reads it (policy/policyAddress.ts). */
async function homeAddress(store: SealedStore, enrollmentId: string, on: string): Promise<Address834 | null> {
  const date = fromIsoDate(on);
  const address = await policyAddress(store, enrollmentId, date ?? undefined);
  if (!address) return null;
  return {
    line1: address.address1,
    line2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
  };
}

/** The opened Contact step of an enrollment, or null. */
async function openedContact(store: SealedStore, enrollmentId: string): Promise<TabDoc | null> {
  const doc = await readTab(store, enrollmentId, 'contact');
  return doc ? openTab('contact', doc, store.secretBox) : null;
}

/** A policy's spans with one carrier, in the order they were made. */
function carrierSpans(db: Db, enrollmentId: string, carrierId: number): Promise<SpanRow[]> {
  return db
    .selectFrom('coverage_spans')
    .select([
      'member_number',
      'plan_id',
      'option',
      'tier',
      'premium_cents',
      'insurance_line',
      'coverage_code',
      'coverage_amount_cents',
      'start_date',
      'end_date',
      'started_by_change',
      'ended_by_change',
    ])
    .where('enrollment_id', '=', enrollmentId)
    .where('carrier_id', '=', carrierId)
    .orderBy('member_number')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/**
 * One policy as one carrier is told of it: the header (as the submission's: carrierHeaders834.ts), its
 * members (people opened, for the file only; the subscriber with the home address in effect on `on`) and
 * its spans with the carrier.
 */
export async function policyFor834(
  store: SealedStore,
  enrollmentId: string,
  carrierId: number,
  on: string,
): Promise<Policy834> {
  const { db } = store;
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['policy_id', 'group_id', 'filter_info'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (!enrollment?.policy_id) throw new Error('only a submitted enrollment is a policy');
  const contact = await openedContact(store, enrollmentId);
  const headers = await carrierHeaders834(store, enrollmentId, enrollment.group_id, [carrierId], contact);
  const home = await homeAddress(store, enrollmentId, on);
  // The subscriber's date of birth and gender are the filter's when the person does not keep them.
  const filter = fromJsonText<TabDoc>(enrollment.filter_info);
  const rows = await db
    .selectFrom('policy_members')
    .select(['number', 'relationship', 'person', 'added_by_change'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('number')
    .execute();
  const members = rows.map((row) => {
    const person = openJson<TabDoc>(store.secretBox, row.person);
    const subscriber = row.relationship === 'subscriber';
    const doc = subscriber
      ? { ...person, birthdate: person.birthdate ?? filter.dob, gender: person.gender ?? filter.gender }
      : person;
    return {
      number: row.number,
      addedByChange: row.added_by_change,
      member: { ...personFor834(doc, row.relationship), address: subscriber ? home : null },
    };
  });
  return {
    enrollmentId,
    policyId: enrollment.policy_id,
    settings: headers.get(carrierId) ?? null,
    members,
    spans: await carrierSpans(db, enrollmentId, carrierId),
  };
}
