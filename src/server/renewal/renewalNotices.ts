import { addDays, formatMdy, toIsoDate } from '../../domain/dates';
import type { SealedStore } from '../db/sealedJson';
import { openTab } from '../enrollment/tabSecrets';
import { readTab } from '../enrollment/tabStore';
import { queueMail } from '../mail/outbox';
import { composeRenewalNotice, type NoticeCoverage } from '../mail/renewalMail';
import { yearEnd } from './renewalDates';
import type { PolicyRenewal } from './renewalPlan';

/** The life event of the catalog a member changes option under at renewal (life_events.json). */
export const RENEWAL_EVENT = 'renewal';

/** Whether a policy's notice for a renewal day (ISO) has been queued. */
export async function noticeQueued(
  store: SealedStore,
  enrollmentId: string,
  renewsOn: string,
): Promise<boolean> {
  const row = await store.db
    .selectFrom('renewal_notices')
    .select('enrollment_id')
    .where('enrollment_id', '=', enrollmentId)
    .where('renews_on', '=', renewsOn)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each coverage as the notice tells it: its old price and what it becomes. */
function noticeCoverages(policy: PolicyRenewal): NoticeCoverage[] {
  return policy.coverages.map(({ running, outcome }) => ({
    planName: running.planName,
    option: running.option,
    oldCents: running.premiumCents,
    next:
      outcome.kind === 'ends'
        ? null
        : {
            planName: outcome.planName,
            option: outcome.option,
            cents: outcome.premiumCents,
            priced: outcome.priced,
          },
  }));
}

/**
 * Queues a policy's renewal notice to the applicant's contact e-mail and the rep, in the caller's
 * transaction, unless one was queued for the day already (renewal_notices: a second run, or another app
 * node, queues none). Answers whether it queued one.
 */
export async function queueRenewalNotice(
  store: SealedStore,
  policy: PolicyRenewal,
  now: Date,
): Promise<boolean> {
  const renewsOn = toIsoDate(policy.renewal);
  const marked = await store.db
    .insertInto('renewal_notices')
    .values({ enrollment_id: policy.enrollmentId, renews_on: renewsOn, queued_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['enrollment_id', 'renews_on']).doNothing())
    .executeTakeFirst();
  if (Number(marked.numInsertedOrUpdatedRows ?? 0n) !== 1) return false;
  const personal = await readTab(store, policy.enrollmentId, 'personal');
  const plain = personal ? openTab('personal', personal, store.secretBox) : {};
  const name = [plain.first_name, plain.last_name].filter((p) => typeof p === 'string' && p).join(' ');
  const contact = await readTab(store, policy.enrollmentId, 'contact');
  const applicant = typeof contact?.email_address === 'string' ? contact.email_address : null;
  const rep =
    policy.agentId === null
      ? undefined
      : await store.db
          .selectFrom('agents')
          .select('email')
          .where('id', '=', policy.agentId)
          .executeTakeFirst();
  const event = await store.db
    .selectFrom('life_events')
    .select(['window_before_days', 'window_after_days'])
    .where('id', '=', RENEWAL_EVENT)
    .executeTakeFirst();
  const mail = composeRenewalNotice({
    name,
    policyId: policy.policyId,
    renewsOn: formatMdy(policy.renewal),
    yearEnd: formatMdy(yearEnd(policy.renewal)),
    coverages: noticeCoverages(policy),
    changeWindow: event
      ? {
          from: formatMdy(addDays(policy.renewal, -event.window_before_days)),
          until: formatMdy(addDays(policy.renewal, event.window_after_days)),
        }
      : null,
  });
  const to = [...new Set([applicant, rep?.email ?? null].filter((a): a is string => Boolean(a)))];
  for (const address of to)
    await queueMail(
      store.db,
      { kind: 'renewal_notice', enrollmentId: policy.enrollmentId, to: address, ...mail },
      now,
      store.secretBox,
    );
  return true;
}
