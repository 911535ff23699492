import type { Kysely } from 'kysely';

/**
 * What a submission bought, kept with it (wizard/submittedPurchase.ts): each plan with its option and
 * monthly price, the first and recurring amounts, the fees and how the first payment is taken (masked).
 * The receipt page reads this, so a plan withdrawn or repriced after the submission no longer changes
 * what the applicant is told they bought. Enrollments submitted before it have none: theirs is priced
 * from the cart as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('submitted_purchase', 'text').execute();
}
