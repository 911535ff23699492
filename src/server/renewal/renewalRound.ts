import { type CalendarDate, calendarDateOf, formatMdy } from '../../domain/dates';
import { formatCents } from '../../domain/pricing';
import { readPlanYears } from '../catalog/carrierYears';
import type { SealedStore } from '../db/sealedJson';
import { noticeDue, renewalDue } from './renewalDates';
import { noticeQueued, queueRenewalNotice } from './renewalNotices';
import { type PolicyRenewal, policiesRenewing } from './renewalPlan';
import { renewPolicy } from './renewPolicy';

export interface RenewalRound {
  /** Policies renewed on their day (or, dry, that would be). */
  renewed: PolicyRenewal[];
  /** Policies whose renewal notice was queued (or, dry, would be). */
  noticed: PolicyRenewal[];
  /** Policies whose renewal or notice failed this round, with why; the others went on, and the next round tries these again. */
  failed: { policyId: string; step: 'renewal' | 'notice'; reason: string }[];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One round of renewals for `today` (the store's day by default): every policy whose carrier's (or
 * group's) plan year renewed on or before today and has coverage not yet renewed is renewed, a
 * transaction per policy (renewPolicy); then every policy whose renewal is `notice_days` or fewer days
 * ahead is sent its notice, once. A policy that fails is answered in `failed` and the round goes on.
 * Idempotent: a second round, or another app node's at the same time,
 * does nothing more. `dryRun` changes nothing and answers what it would do.
 */
export async function runRenewals(
  store: SealedStore & { now: () => Date },
  options: { today?: CalendarDate; dryRun?: boolean } = {},
): Promise<RenewalRound> {
  const now = store.now();
  const today = options.today ?? calendarDateOf(now);
  const years = await readPlanYears(store.db);
  const due = await policiesRenewing(store.db, years, (year) => renewalDue(year.renews_on, today));
  const renewed: PolicyRenewal[] = [];
  const failed: RenewalRound['failed'] = [];
  // One policy that cannot renew (its transaction rolled back) never keeps the others from renewing.
  for (const policy of due) {
    try {
      if (options.dryRun || (await renewPolicy(store, policy, now))) renewed.push(policy);
    } catch (error) {
      failed.push({ policyId: policy.policyId, step: 'renewal', reason: reasonOf(error) });
    }
  }
  const ahead = await policiesRenewing(
    store.db,
    years,
    (year) => noticeDue(year, today),
    (enrollmentId, renewsOn) => noticeQueued(store, enrollmentId, renewsOn),
  );
  const noticed: PolicyRenewal[] = [];
  for (const policy of ahead) {
    if (options.dryRun) {
      noticed.push(policy);
      continue;
    }
    try {
      const queued = await store.db
        .transaction()
        .execute((trx) => queueRenewalNotice({ db: trx, secretBox: store.secretBox }, policy, now));
      if (queued) noticed.push(policy);
    } catch (error) {
      failed.push({ policyId: policy.policyId, step: 'notice', reason: reasonOf(error) });
    }
  }
  return { renewed, noticed, failed };
}

/** A policy's renewal in one line per coverage, as the operator's command prints it. */
export function renewalLines(policy: PolicyRenewal): string[] {
  const day = formatMdy(policy.renewal);
  return policy.coverages.map(({ running, outcome }) => {
    const was = `${running.planName} (${running.option}) ${formatCents(running.premiumCents)}`;
    if (outcome.kind === 'ends') return `${policy.policyId} ${day}: ${was} ends (withdrawn, no successor)`;
    const now = `${outcome.planName} (${outcome.option}) ${formatCents(outcome.premiumCents)}`;
    const unpriced = outcome.priced ? '' : ' (no rate for the member that day: old premium kept)';
    return `${policy.policyId} ${day}: ${was} -> ${now}${outcome.kind === 'moves' ? ' (successor)' : ''}${unpriced}`;
  });
}
