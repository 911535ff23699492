import path from 'node:path';
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import type { Database } from '../db/schema';
import { createSecretBox, loadKey } from '../db/secretBox';
import { migrate } from '../migrations/migrate';
import { seedCatalog, seedIfEmpty } from './seedCatalog';

/** Tables from children to parents, for --reset. */
const ALL_TABLES = [
  'featured_plans',
  'elevate_visits',
  'elevate_sites',
  'agreement_texts',
  'agreement_verifications',
  'payment_methods',
  'screenshot_uploads',
  'screenshots',
  'blobs',
  'sealing_passes',
  'enrollment_drafts',
  'resume_codes',
  'leads',
  'assistant_answers',
  'assistant_questions',
  'mail_attachments',
  'mail_outbox',
  'member_link_uses',
  'member_link_revocations',
  'sessions',
  'api_keys',
  'sign_in_links',
  'sign_in_failures',
  'accounts',
  'plan_statement_answers',
  'plan_statements',
  'plan_answers',
  'plan_questions',
  'carrier_acknowledgements',
  'change_proofs',
  'renewal_notices',
  'coverage_spans',
  'policy_changes',
  'policy_members',
  'carrier_feed_resends',
  'carrier_feed_items',
  'carrier_feed_files',
  'feed_counters',
  'enrollment_status_events',
  'audit_log',
  'cart_lines',
  'enrollment_tabs',
  'enrollments',
  'enroller_codes',
  'member_health',
  'member_bank_accounts',
  'member_cards',
  'member_profiles',
  'member_policies',
  'members',
  'form_fields',
  'group_numbers',
  'life_events',
  'custom_fields',
  'option_items',
  'health_questions',
  'referrals',
  'sites',
  'portals',
  'groups',
  'agents',
  'plan_fees',
  'plan_listings',
  'plan_prices',
  'plans',
  'carriers',
  'bank_routing',
  'catalog_versions',
  'catalog_applies',
] as const;
// Every table is emptied by --reset: a table missing from the list above is a type error here.
type Unlisted = Exclude<keyof Database, (typeof ALL_TABLES)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

/** npm run seed [-- --reset] [-- --plans N]: loads the demo catalog into the configured database. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const config = loadConfig();
  const plansAt = args.indexOf('--plans');
  const extraPlans = plansAt >= 0 ? Number(args[plansAt + 1]) : config.SEED_PLANS;
  if (!Number.isInteger(extraPlans) || extraPlans < 0) throw new Error('--plans takes a whole number');
  // A production store's seed is the catalog alone, as at its first start.
  const people = config.STORE_MODE === 'demo';
  const db = createDb({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    await migrate(db);
    const secretBox = createSecretBox(loadKey(config.ENCRYPTION_KEY, config.dataDir));
    const started = performance.now();
    if (args.includes('--reset')) {
      for (const table of ALL_TABLES) await db.deleteFrom(table).execute();
      await seedCatalog(db, { people, extraPlans, secretBox, seasonalBlackout: config.DEMO_BLACKOUT_MONTHS });
    } else if (
      !(await seedIfEmpty(db, {
        people,
        extraPlans,
        secretBox,
        seasonalBlackout: config.DEMO_BLACKOUT_MONTHS,
      }))
    ) {
      console.log('Catalog already loaded (use --reset to load it again).');
      return;
    }
    const plans = await db
      .selectFrom('plans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const prices = await db
      .selectFrom('plan_prices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${Number(plans.n)} plans and ${Number(prices.n)} price rows in ${seconds} s.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
