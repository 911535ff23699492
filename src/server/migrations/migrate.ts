import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './001_initial';
import * as screening from './002_screening';
import * as priceLookupIndex from './003_price_lookup_index';
import * as blackout from './004_blackout';
import * as supplementalStatements from './005_supplemental_statements';
import * as planLimits from './006_plan_limits';
import * as accounts from './007_accounts';
import * as groupMenus from './008_group_menus';
import * as mailOutbox from './009_mail_outbox';
import * as assistant from './010_assistant';
import * as resumeCodes from './011_resume_codes';
import * as formConfig from './012_form_config';
import * as memberPhone from './013_member_phone';
import * as screenshots from './014_screenshots';
import * as healthQuestions from './015_health_questions';
import * as routingDirectory from './016_routing_directory';
import * as agreementAndPayment from './017_agreement_and_payment';
import * as memberPaymentAccounts from './019_member_payment_accounts';
import * as agreementVerification from './020_agreement_verification';
import * as feesAndAttachments from './021_fees_and_attachments';
import * as featuredPlans from './023_featured_plans';
import * as leads from './024_leads';
import * as elevateSites from './025_elevate_sites';
import * as landingPortals from './027_landing_portals';
import * as attemptIds from './028_attempt_ids';
import * as accountDisabled from './029_account_disabled';
import * as mailSending from './030_mail_sending';
import * as memberLinkUses from './031_member_link_uses';
import * as blobs from './032_blobs';
import * as sealingPasses from './033_sealing_passes';
import * as signInLinks from './034_sign_in_links';
import * as customFields from './035_custom_fields';
import * as catalogVersions from './036_catalog_versions';
import * as planListings from './037_plan_listings';
import * as submittedPurchase from './038_submitted_purchase';
import * as carrierEdi from './039_carrier_edi';
import * as apiKeys from './040_api_keys';
import * as carrierFeed from './041_carrier_feed';
import * as mailRetries from './042_mail_retries';
import * as planEdi from './043_plan_edi';
import * as carrierAcknowledgements from './044_carrier_acknowledgements';
import * as carrierFeedResends from './045_carrier_feed_resends';
import * as carrierFeedDelivering from './046_carrier_feed_delivering';
import * as outboundRetention from './047_outbound_retention';
import * as catalogApplies from './049_catalog_applies';
import * as groupRules from './050_group_rules';
import * as billingTerms from './051_billing_terms';
import * as lifeEvents from './052_life_events';
import * as policies from './053_policies';
import * as apiKeyWrites from './054_api_key_writes';
import * as renewals from './055_renewals';
import * as auditFiles from './056_audit_files';
import * as lifeEventGroupWindows from './057_life_event_group_windows';
import * as changeProofs from './058_change_proofs';

export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_screening': screening,
  '003_price_lookup_index': priceLookupIndex,
  '004_blackout': blackout,
  '005_supplemental_statements': supplementalStatements,
  '006_plan_limits': planLimits,
  '007_accounts': accounts,
  '008_group_menus': groupMenus,
  '009_mail_outbox': mailOutbox,
  '010_assistant': assistant,
  '011_resume_codes': resumeCodes,
  '012_form_config': formConfig,
  '013_member_phone': memberPhone,
  '014_screenshots': screenshots,
  '015_health_questions': healthQuestions,
  '016_routing_directory': routingDirectory,
  '017_agreement_and_payment': agreementAndPayment,
  '019_member_payment_accounts': memberPaymentAccounts,
  '020_agreement_verification': agreementVerification,
  '021_fees_and_attachments': feesAndAttachments,
  '023_featured_plans': featuredPlans,
  '024_leads': leads,
  '025_elevate_sites': elevateSites,
  '027_landing_portals': landingPortals,
  '028_attempt_ids': attemptIds,
  '029_account_disabled': accountDisabled,
  '030_mail_sending': mailSending,
  '031_member_link_uses': memberLinkUses,
  '032_blobs': blobs,
  '033_sealing_passes': sealingPasses,
  '034_sign_in_links': signInLinks,
  '035_custom_fields': customFields,
  '036_catalog_versions': catalogVersions,
  '037_plan_listings': planListings,
  '038_submitted_purchase': submittedPurchase,
  '039_carrier_edi': carrierEdi,
  '040_api_keys': apiKeys,
  '041_carrier_feed': carrierFeed,
  '042_mail_retries': mailRetries,
  '043_plan_edi': planEdi,
  '044_carrier_acknowledgements': carrierAcknowledgements,
  '045_carrier_feed_resends': carrierFeedResends,
  '046_carrier_feed_delivering': carrierFeedDelivering,
  '047_outbound_retention': outboundRetention,
  '049_catalog_applies': catalogApplies,
  '050_group_rules': groupRules,
  '051_billing_terms': billingTerms,
  '052_life_events': lifeEvents,
  '053_policies': policies,
  '054_api_key_writes': apiKeyWrites,
  '055_renewals': renewals,
  '056_audit_files': auditFiles,
  '057_life_event_group_windows': lifeEventGroupWindows,
  '058_change_proofs': changeProofs,
};

/**
 * Migrations that may run after a later one has already run on a database, each checked to be
 * independent of every migration after it. 035_custom_fields was merged after 036_catalog_versions had
 * run on some development databases; it only creates the custom_fields table, which 036 does not touch.
 */
const MAY_RUN_LATE: ReadonlySet<string> = new Set(['035_custom_fields']);

/**
 * Applies the migrations in order, each in its own transaction; throws on the first failure. A
 * migration missing from a database that has run a later one runs then if it is one of MAY_RUN_LATE;
 * any other is refused, naming it, before anything runs.
 */
export async function migrate(
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the database before its types exist
  db: Kysely<any>,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<void> {
  const provider = { getMigrations: async () => migrations };
  const known = await new Migrator({ db, provider }).getMigrations();
  const lastRun = known.filter((migration) => migration.executedAt).at(-1)?.name;
  const late = known
    .filter((migration) => !migration.executedAt && lastRun !== undefined && migration.name < lastRun)
    .map((migration) => migration.name);
  const refused = late.filter((name) => !MAY_RUN_LATE.has(name));
  if (refused.length > 0) {
    throw new Error(
      `Migration ${refused.join(', ')} comes before ${lastRun}, which this database has already run, ` +
        'and is not known to be independent of the migrations after it: rename it to come last.',
    );
  }
  // The order is checked above; Kysely's own check would also refuse a database where a migration of
  // MAY_RUN_LATE ran after a later one, at every start after the one that ran it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
