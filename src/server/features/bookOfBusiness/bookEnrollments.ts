import { sql } from 'kysely';
import type { BookRow, BookStatus } from '../../../contract/bookOfBusinessCalls';
import { STEP_CATALOG } from '../../../contract/wizardStepCatalog';
import { WIZARD_STEPS, type WizardStep } from '../../../domain/wizardSteps';
import { inBook } from '../../access/bookScope';
import { ownedOutsideBrowser } from '../../access/enrollmentAccess';
import { statusHistories, submittedStatusOf } from '../../agency/statusEvents';
import type { AppDeps } from '../../appDeps';
import type { Db } from '../../db/database';
import type { AccountTable, EnrollmentTable } from '../../db/schema';
import { purchaseOfSubmitted } from '../../enrollment/submittedPurchase';
import { readTab } from '../../enrollment/tabStore';
import { bookCarriers } from './bookCarriers';

export interface BookFilter {
  search: string;
  status?: BookStatus;
}

function filtered(db: Db, account: AccountTable, status: BookStatus | undefined) {
  const query = inBook(db, account);
  if (!status) return query;
  if (status === 'in_progress') return query.where('enrollments.policy_id', 'is', null);
  return query
    .where('enrollments.policy_id', 'is not', null)
    .where('enrollments.carrier_status', '=', status);
}

/** Whether this signed-in rep may continue the enrollment here: an open one the rep started. */
export function mayContinue(account: AccountTable, row: EnrollmentTable): boolean {
  return (
    account.kind === 'agent' &&
    row.status === 'open' &&
    row.eprocess === 'rep' &&
    account.agent_id !== null &&
    row.agent_id === account.agent_id
  );
}

/** The applicant's name: the saved Personal Information, else the current member's name on file. */
async function applicantName(deps: AppDeps, row: EnrollmentTable): Promise<string> {
  const personal = await readTab(deps, row.id, 'personal');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const saved = [text(personal?.first_name), text(personal?.last_name)].filter(Boolean).join(' ');
  if (saved || row.user_id === null) return saved;
  const member = await deps.db
    .selectFrom('members')
    .select(['first_name', 'last_name'])
    .where('id', '=', row.user_id)
    .executeTakeFirst();
  return member ? `${member.first_name} ${member.last_name}` : '';
}

/** The furthest wizard step an enrollment has saved, or null before any. */
export async function furthestSavedStep(db: Db, enrollmentId: string): Promise<WizardStep | null> {
  const rows = await db
    .selectFrom('enrollment_tabs')
    .select('tab')
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  const saved = new Set(rows.map((row) => row.tab));
  return [...WIZARD_STEPS].reverse().find((step) => saved.has(step)) ?? null;
}

/** One enrollment as the book shows it: what it buys priced as the receipt (or, in progress, the cart) does. */
async function describe(deps: AppDeps, account: AccountTable, row: EnrollmentTable, name: string) {
  // An enrollment in progress has no kept purchase: it is priced from its cart as it stands.
  const purchase = await purchaseOfSubmitted(deps, ownedOutsideBrowser(row));
  const submitted = row.policy_id !== null;
  const status: BookStatus = submitted ? submittedStatusOf(row.carrier_status) : 'in_progress';
  const history = status === 'rejected' ? ((await statusHistories(deps.db, [row.id])).get(row.id) ?? []) : [];
  const reached = submitted ? null : await furthestSavedStep(deps.db, row.id);
  return {
    name,
    policy_id: row.policy_id,
    status,
    status_detail: history.filter((event) => event.status === 'rejected').at(-1)?.detail ?? null,
    step_reached: reached ? STEP_CATALOG[reached].title : null,
    plans: purchase.plans.map((plan) => plan.plan_name),
    effective_date: row.effective_date ?? purchase.effective_date,
    initial_month_cost: purchase.initial_month_cost,
    recurring_month_cost: purchase.recurring_month_cost,
    started_or_submitted_at: row.submitted_at ?? row.created_at,
    enrollment_id: mayContinue(account, row) ? row.id : null,
    carriers: submitted ? await bookCarriers(deps.db, row.id) : [],
  } satisfies BookRow;
}

/**
 * The book's enrollments that match, newest first (submission, or start while in progress), and
 * how many match in all. Names are sealed at rest, so a search reads each name in the book and
 * matches here; without one, the page is cut in SQL. `window` absent: every match (the CSV).
 */
export async function bookPage(
  deps: AppDeps,
  account: AccountTable,
  filter: BookFilter,
  window?: { offset: number; limit: number },
): Promise<{ total: number; rows: BookRow[] }> {
  const ordered = () =>
    filtered(deps.db, account, filter.status)
      .selectAll('enrollments')
      .orderBy(sql`coalesce(enrollments.submitted_at, enrollments.created_at)`, 'desc')
      .orderBy('enrollments.id', 'desc');
  const search = filter.search.toLowerCase();
  let total: number;
  let page: { row: EnrollmentTable; name: string | null }[];
  if (search) {
    const matches: { row: EnrollmentTable; name: string }[] = [];
    for (const row of await ordered().execute()) {
      const name = await applicantName(deps, row);
      if (name.toLowerCase().includes(search) || row.policy_id?.toLowerCase().includes(search))
        matches.push({ row, name });
    }
    total = matches.length;
    page = window ? matches.slice(window.offset, window.offset + window.limit) : matches;
  } else {
    const counted = await filtered(deps.db, account, filter.status)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
    const rows = await (window ? ordered().limit(window.limit).offset(window.offset) : ordered()).execute();
    page = rows.map((row) => ({ row, name: null }));
  }
  const described: BookRow[] = [];
  for (const { row, name } of page)
    described.push(await describe(deps, account, row, name ?? (await applicantName(deps, row))));
  return { total, rows: described };
}
