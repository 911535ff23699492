import type { Kysely } from 'kysely';

/**
 * Billing terms (issue 40): JSON of domain/billingTerms.ts, a carrier's in `carriers.billing_terms`
 * and a plan's fields over it in `plans.billing_terms`; null takes the level below (the store's
 * defaults, the spec's EFT terms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carriers').addColumn('billing_terms', 'text').execute();
  await db.schema.alterTable('plans').addColumn('billing_terms', 'text').execute();
}
