import { randomUUID } from 'node:crypto';
import { parseMdy, toIsoDate } from '../../domain/dates';
import { normaliseTier } from '../../domain/tiers';
import { fromJsonText } from '../db/json';
import { type SealedStore, sealJson } from '../db/sealedJson';
import { readKeptCoverages } from '../enrollment/submittedCoverages';
import { openTab } from '../enrollment/tabSecrets';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import { TIER_COVERS } from '../x12/coverageCodes';

/** A policy member's relationship to the subscriber. */
export type PolicyRelationship = 'subscriber' | 'spouse' | 'child';

/** A person of a policy as kept (sealed): the wizard's field names and codes, dates mm/dd/yyyy. */
export type PolicyPerson = Record<string, string>;

/** The fields of a person the policy keeps, as the wizard names them. */
const PERSON_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'ssn',
  'birthdate',
  'gender',
  'weight',
  'height_feet',
  'height_inch',
] as const;

export function personOf(doc: TabDoc): PolicyPerson {
  const person: PolicyPerson = {};
  for (const name of PERSON_FIELDS) {
    const value = doc[name];
    if (typeof value === 'string' && value.trim() !== '') person[name] = value.trim();
  }
  return person;
}

/** The people a submission names: the applicant, then the dependents in the order entered. */
async function peopleOfSubmission(
  store: SealedStore,
  enrollmentId: string,
  filterInfo: string,
): Promise<{ relationship: PolicyRelationship; person: PolicyPerson }[]> {
  const opened = async (step: 'personal' | 'dependent') => {
    const doc = await readTab(store, enrollmentId, step);
    return doc ? openTab(step, doc, store.secretBox) : null;
  };
  const personal = (await opened('personal')) ?? {};
  // Gender and date of birth are the filter's (read-only on Personal Information): from it when not kept.
  const filter = fromJsonText<TabDoc>(filterInfo);
  const subscriber = personOf({
    ...personal,
    birthdate: typeof personal.birthdate === 'string' && personal.birthdate ? personal.birthdate : filter.dob,
    gender: personal.gender ?? filter.gender,
  });
  const listed = (await opened('dependent'))?.dependents;
  const dependents = (Array.isArray(listed) ? (listed as TabDoc[]) : [])
    .map((entry) => entry.primary_info as TabDoc | undefined)
    .filter((info): info is TabDoc => typeof info === 'object' && info !== null)
    .map((info) => ({
      relationship: (info.relationship === 'spouse' ? 'spouse' : 'child') as PolicyRelationship,
      person: personOf(info),
    }));
  return [{ relationship: 'subscriber', person: subscriber }, ...dependents];
}

/**
 * Makes a submitted enrollment a policy: its members (1 the subscriber, then the dependents in the order
 * entered) and, for each coverage the submission bought, a span per member its tier covers from the
 * enrollment's effective date, open-ended; a membership (no tier) covers the subscriber alone. The
 * coverage's monthly premium is kept on the subscriber's span. Does nothing for a policy already made, so
 * it is safe to run at submission (in its transaction) and again for one submitted before policies were
 * kept (ensurePolicy). Answers whether it made the policy now.
 */
export async function recordPolicy(store: SealedStore, enrollmentId: string, at: Date): Promise<boolean> {
  const { db } = store;
  const made = await db
    .selectFrom('policy_members')
    .select('id')
    .where('enrollment_id', '=', enrollmentId)
    .limit(1)
    .executeTakeFirst();
  if (made) return false;
  const enrollment = await db
    .selectFrom('enrollments')
    .select(['status', 'effective_date', 'filter_info', 'submitted_purchase'])
    .where('id', '=', enrollmentId)
    .executeTakeFirst();
  if (enrollment?.status !== 'submitted') throw new Error('only a submitted enrollment is a policy');
  const effective = parseMdy(enrollment.effective_date ?? '');
  if (!effective)
    throw new Error(`the enrollment's effective date is not a date: "${enrollment.effective_date}"`);
  const start = toIsoDate(effective);

  const people = await peopleOfSubmission(store, enrollmentId, enrollment.filter_info);
  for (const [index, { relationship, person }] of people.entries()) {
    await db
      .insertInto('policy_members')
      .values({
        id: randomUUID(),
        enrollment_id: enrollmentId,
        number: index + 1,
        relationship,
        person: sealJson(store.secretBox, person),
        added_by_change: null,
        created_at: at.toISOString(),
      })
      .execute();
  }
  const coverages = readKeptCoverages(enrollment.submitted_purchase) ?? [];
  for (const coverage of coverages) {
    const tier = normaliseTier(coverage.tier);
    const covers: readonly PolicyRelationship[] = tier ? TIER_COVERS[tier] : ['subscriber'];
    for (const [index, { relationship }] of people.entries()) {
      if (!covers.includes(relationship)) continue;
      await db
        .insertInto('coverage_spans')
        .values({
          id: randomUUID(),
          enrollment_id: enrollmentId,
          member_number: index + 1,
          carrier_id: coverage.carrier_id,
          plan_id: coverage.plan_id,
          category: coverage.category,
          option: coverage.option,
          tier: coverage.tier,
          premium_cents: relationship === 'subscriber' ? coverage.premium_cents : null,
          insurance_line: coverage.insurance_line,
          coverage_code: coverage.coverage_code,
          coverage_amount_cents: coverage.coverage_amount_cents,
          start_date: start,
          end_date: null,
          started_by_change: null,
          ended_by_change: null,
        })
        .execute();
    }
  }
  return true;
}

/**
 * A submitted enrollment's policy, made now in one transaction when it was submitted before policies
 * were kept (or without kept coverages: such a policy has members and no spans until read from its cart).
 */
export async function ensurePolicy(store: SealedStore, enrollmentId: string, at: Date): Promise<void> {
  await store.db
    .transaction()
    .execute((trx) => recordPolicy({ db: trx, secretBox: store.secretBox }, enrollmentId, at));
}
