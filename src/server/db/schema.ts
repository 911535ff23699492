/** Kysely table types. Dates are ISO text, money is integer cents, JSON documents are text. */

interface CarrierTable {
  id: number;
  name: string;
  /** The merchant statement descriptor for this carrier's plans (016); null uses the site's. */
  billing_text: string | null;
  /** The logo shown on its plans' cards (036). */
  logo: string;
  /** 1 when the catalog applied last no longer has it (036). */
  withdrawn: number;
  /** JSON: the carrier's 834 settings (catalog/packageSchema.ts carrierEdiSchema); null gets no feed (039). */
  edi: string | null;
  /** JSON (051): the carrier's billing terms (domain/billingTerms.ts); null: the store's. */
  billing_terms: string | null;
  /** JSON (055): the carrier's plan year (catalog/packageSchema.ts planYearSchema); null never renews. */
  plan_year: string | null;
  /** Days after coverage ended it may be reinstated (055; 30 by default). */
  reinstate_within_days: number;
}

/** The offline routing directory (016): a routing number's bank. */
interface BankRoutingTable {
  routing_number: string;
  bank_name: string;
}

export interface PlanTable {
  id: number;
  name: string;
  category: string;
  carrier_id: number;
  logo: string;
  short_text: string;
  /** JSON: the plan's description texts. */
  description: string;
  featured: number;
  active: number;
  needs_association: number;
  premier: number;
  has_screening: number;
  has_supplemental_questions: number;
  needs_health: number;
  min_annual_income: number | null;
  min_working_hours: number | null;
  popularity: number;
  /** Months the plan cannot be bought in, e.g. "12"; null for none. */
  blackout_months: string | null;
  /** Comma-separated first three digits of the zips the plan is sold in; null for everywhere. */
  zip_areas: string | null;
  /** The oldest age at which the plan can be bought; null for no limit beyond its prices. */
  max_issue_age: number | null;
  /** The plan that replaces this one once it is retired. */
  successor_plan_id: number | null;
  /** 1 when the catalog applied last no longer has it: kept for the carts and policies that name it (036). */
  withdrawn: number;
  /** JSON: the plan's benefit facts (036), null before a package gave them. */
  benefits: string | null;
  /** JSON (042): the plan's 834 codes by option (catalog planEdiSchema); null: the category's defaults. */
  edi: string | null;
  /** JSON (051): the plan's billing terms over its carrier's; null: the carrier's. */
  billing_terms: string | null;
}

export interface PlanPriceTable {
  id: number;
  plan_id: number;
  tier: string;
  age_min: number;
  age_max: number;
  state: string | null;
  tobacco: number | null;
  price_cents: number;
  label: string;
  /** The catalog version (catalog_versions) whose rates these are (036). */
  version_id: number;
}

/**
 * A plan list's row (037, pricing/planListings.ts): the rate row (`price_id`) a list shows for a plan of
 * catalog version `version_id` at this tier, an age from `age_from` to `age_to`, in `state` (null: a
 * state without rows of its own) and tobacco use (null: either). Written with the version's rates.
 */
export interface PlanListingTable {
  version_id: number;
  plan_id: number;
  tier: string;
  age_from: number;
  age_to: number;
  state: string | null;
  tobacco: number | null;
  price_id: number;
  /** The listed row's price and option (its plan_prices price_cents and label). */
  price_cents: number;
  label: string;
}

/** One `catalog apply` (036): its rates price coverage from `effective_from` (null: from the start). */
interface CatalogVersionTable {
  id: number;
  name: string;
  applied_at: string;
  effective_from: string | null;
  /** sha256 of the package's files as applied. */
  digest: string;
  /** JSON: the agency's 834 ids from the package's manifest (agencyEdiSchema); null when it has none (039). */
  agency_edi: string | null;
}

/** One `catalog apply`, under way or done (049, catalog/applyClaim.ts). */
interface CatalogApplyTable {
  version_id: number;
  state: 'writing' | 'applied' | 'abandoned' | 'cleared';
  started_at: string;
  /** When the apply last wrote a batch of its rates: long ago while still `writing`, it was killed. */
  beat_at: string;
  /** The first plan_prices id of its rates (they are numbered on from it). */
  first_price_id: number;
}

interface AgentTable {
  id: number;
  code: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  landing_slug: string | null;
  /** JSON: display name, tagline, bio, images. */
  landing_info: string;
  /** The portal the rep's landing sells through; null asks the shopper to choose (027). */
  landing_portal_id: number | null;
}

/** A group's number at one carrier (042), from the catalog package's groups.json: REF*1L. */
interface GroupNumberTable {
  group_id: number;
  carrier_id: number;
  group_number: string;
  /** JSON (055): the group's plan year at the carrier, over the carrier's; null: the carrier's. */
  plan_year: string | null;
}

/** A life event of the catalog (life_events.json; domain/lifeEventSchema.ts), in the package's order. */
interface LifeEventTable {
  id: string;
  position: number;
  name: string;
  window_before_days: number;
  window_after_days: number;
  effective: string;
  /** JSON list of what the event allows. */
  allows: string;
  proof: string | null;
  ins04: string;
  /** JSON {window_before_days, window_after_days} for group policies; null: the event's own (057). */
  group_windows: string | null;
}

interface GroupTable {
  id: number;
  name: string;
  code: string;
  agent_id: number;
  landing_slug: string | null;
  /** JSON: phone, address, about text, images. */
  landing_info: string;
  /** Comma-separated plan categories the group offers; null for every category. */
  menu_categories: string | null;
  /** The portal the group's landing sells through (027). */
  landing_portal_id: number | null;
  /** 1: its employees save an enroller code before Personal Information's Next (050). */
  asks_enroller_code: number;
  /** 1: current members buy through this group (their member links); at most one group (050). */
  member_store: number;
}

export interface PortalTable {
  id: number;
  name: string;
  code: string;
  agent_id: number;
}

/** A plan a rep, a portal or a group features on its landing (023). */
interface FeaturedPlanTable {
  plan_id: number;
  agent_id: number | null;
  portal_id: number | null;
  group_id: number | null;
  position: number;
}

interface ReferralTable {
  id: string;
  agent_id: number;
  group_id: number | null;
  portal_id: number | null;
  active: number;
}

export interface MemberTable {
  id: number;
  first_name: string;
  last_name: string;
  dob: string;
  gender: string;
  email: string;
  /** Ten digits; null for members whose phone is not on file. */
  phone: string | null;
  zip: string;
  /** Encrypted (AES-256-GCM). */
  ssn: string;
  agent_id: number;
  group_id: number | null;
}

interface MemberPolicyTable {
  policy_id: string;
  member_id: number;
  plan_id: number;
  status: string;
}

interface SiteTable {
  domain: string;
  kind: string;
  agent_id: number | null;
  group_id: number | null;
  /** JSON: key/value branding settings. */
  settings: string;
}

export interface EnrollmentTable {
  id: string;
  owner_hash: string;
  created_at: string;
  updated_at: string;
  type: string;
  eprocess: string;
  open_type: string | null;
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  user_id: number | null;
  /** JSON: the eligibility filter. */
  filter_info: string;
  effective_date: string | null;
  status: string;
  policy_id: string | null;
  submitted_at: string | null;
  /** The enroller code saved on Personal Information, checked against the rep's codes. */
  enroller_code: string | null;
  /** JSON, once submitted: what was bought (wizard/submittedPurchase.ts). */
  submitted_purchase: string | null;
  /** Once submitted: where it stands with its carriers (feed/feedStatus.ts); null before (041). */
  carrier_status: string | null;
}

interface EnrollmentTabTable {
  enrollment_id: string;
  tab: string;
  /** JSON, with sensitive fields encrypted inside. */
  data: string;
  updated_at: string;
}

interface CartLineTable {
  enrollment_id: string;
  plan_id: number;
  plan_pricing_id: number;
  price_cents: number;
  removable: number;
  added_at: string;
}

interface AuditTable {
  id: string;
  enrollment_id: string;
  action: string;
  at: string;
  ip: string;
  user_agent: string;
  document_hash: string;
  /** JSON (020): what the entry is about beyond the hash, such as who signed as what and the texts' hash. */
  details: string | null;
}

interface PlanQuestionTable {
  id: number;
  plan_id: number;
  position: number;
  question_text: string;
  /** yes_no, text_field, checkbox or detail. */
  sub_type: string;
  require_detail: number;
  declines_on_yes: number;
  /** JSON: [{option_id, option_text, option_group}]. */
  options: string;
}

interface PlanAnswerTable {
  enrollment_id: string;
  plan_id: number;
  /** JSON: the answer set as sent. */
  answers: string;
  /** accepted or declined. */
  outcome: string;
  saved_at: string;
}

interface PlanStatementTable {
  id: number;
  plan_id: number;
  position: number;
  statement: string;
  /** The answer it starts with; a statement that starts true (1) cannot be changed. */
  true_condition: number;
}

interface PlanStatementAnswerTable {
  enrollment_id: string;
  plan_id: number;
  /** JSON: [{qid, true_condition}]. */
  answers: string;
  saved_at: string;
}

export interface AccountTable {
  id: number;
  username: string;
  /** scrypt: "scrypt:N:r:p:salt:hash" in base64url. */
  password_hash: string;
  /** agent (a rep) or group (a group administrator). */
  kind: string;
  agent_id: number | null;
  group_id: number | null;
  /** When the account was disabled; null while it may sign in (029). */
  disabled_at: string | null;
}

interface SessionTable {
  /** SHA-256 of the session cookie's value. */
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
}

/** A one-time sign-in link e-mailed to the account's address (034); its secret is kept only as a hash. */
interface SignInLinkTable {
  /** SHA-256 of the link's secret. */
  token_hash: string;
  account_id: number;
  created_at: string;
  expires_at: string;
  /** When it was used (or spent by another link of the account being used); null while it may be. */
  used_at: string | null;
}

interface SignInFailureTable {
  /** What is limited: a sign-in pair, address or account, a resume e-mail, a look-up address… */
  key: string;
  at: string;
  /** The attempt the row belongs to, when it was written before the attempt ran (sign-in). */
  attempt_id: string | null;
}

/** The browser a member link was first opened in (031). */
interface MemberLinkUseTable {
  /** sha256 of the link's canonical token. */
  token_hash: string;
  owner_hash: string;
  first_used_at: string;
}

/** Links made for the member before this moment no longer open the store (031). */
interface MemberLinkRevocationTable {
  member_id: number;
  revoked_before: string;
}

interface MailOutboxTable {
  id: string;
  /** What the message is, e.g. "quote". */
  kind: string;
  enrollment_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  /** Set by the worker sending it; a stale claim (a crashed node) is taken over. */
  claimed_at: string | null;
  /** Set just before the message is handed to the mail server (030); never sent again once set. */
  sending_at: string | null;
  /** Set as soon as the mail server took the message, apart from marking it sent (042). */
  handed_at: string | null;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  /** When a message that failed for a passing reason is due again; null is due at once (042). */
  next_attempt_at: string | null;
  /** When the outbox stopped trying, for the reason in last_error (042); an operator looks. */
  given_up_at: string | null;
}

/** A one-time fee a plan carries (migration 021): charged with the first month, not every month. */
interface PlanFeeTable {
  plan_id: number;
  /** What the fee is called on screen, in mail and in the PDF, e.g. "Application fee". */
  label: string;
  amount_cents: number;
}

/** A file sent with a queued message (the signed application PDF); content is sealed base64. */
interface MailAttachmentTable {
  id: string;
  mail_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: string;
}

interface AssistantQuestionTable {
  id: number;
  question: string;
  position: number;
}

interface AssistantAnswerTable {
  /** The visitor's random device id (localStorage deviceId). */
  device_id: string;
  agent_id: number;
  question_id: number;
  answer: string;
  web_url: string;
  updated_at: string;
}

/** A visitor's lead with a rep through the assistant (migration 024), kept with its device id. */
interface LeadTable {
  device_id: string;
  agent_id: number;
  group_id: number | null;
  web_url: string;
  created_at: string;
  /** When every question was answered; null before. */
  completed_at: string | null;
  /** When the rep's mail was queued, and to whom; null before. */
  notified_at: string | null;
  notified_to: string | null;
}

interface ResumeCodeTable {
  id: string;
  enrollment_id: string;
  email: string;
  saved_tab: string;
  /** SHA-256 of the e-mailed code and of the link's secret; neither is stored in the clear. */
  code_hash: string;
  link_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The newest picture of one wizard step of an enrollment; the sealed bytes are in the blob store. */
interface ScreenshotTable {
  id: string;
  enrollment_id: string;
  /** The stored tab name (payment_info, aggrement_info, …). */
  name: string;
  blob_key: string;
  /** Size of the PNG before sealing. */
  bytes: number;
  taken_at: string;
}

/** One accepted screenshot upload, kept for the rate limit's window. */
/** A sealed blob kept in the database (032): on PostgreSQL, every app node's step pictures. */
interface BlobTable {
  key: string;
  /** The sealed bytes, base64. */
  content: string;
  stored_at: string;
}

/** A one-time pass over stored data that found nothing left to do (033). */
interface SealingPassTable {
  name: string;
  done_at: string;
}

interface ScreenshotUploadTable {
  id: string;
  enrollment_id: string;
  taken_at: string;
}

/** The form configuration: one field of a step, for the enrollments its scope matches (null = any). */
interface FormFieldTable {
  id: number;
  step: string;
  field_name: string;
  position: number;
  required: number;
  read_only: number;
  /** The option list (option_items.list) the field chooses from. */
  options_list: string | null;
  message: string | null;
  category: string | null;
  carrier_id: number | null;
  plan_id: number | null;
  group_id: number | null;
  eprocess: string | null;
}

interface OptionItemTable {
  list: string;
  position: number;
  name: string;
  value: string;
}

/** Unsaved entries of a step kept by Save and Continue Later; sensitive numbers sealed inside. */
interface EnrollmentDraftTable {
  enrollment_id: string;
  /** The step's stored column name. */
  tab: string;
  data: string;
  updated_at: string;
}

/** A current member's details on file for one wizard step (by step key), in that step's saved shape. */
interface MemberProfileTable {
  member_id: number;
  tab: string;
  data: string;
}

interface EnrollerCodeTable {
  code: string;
  agent_id: number;
  active: number;
}

/** A health question (015): carrier_id null asks it for every carrier; kind, layout and asked_of as in domain/health. */
interface HealthQuestionTable {
  question_id: number;
  carrier_id: number | null;
  /** condition or medication. */
  kind: string;
  /** standard, yes_no or physician. */
  layout: string;
  position: number;
  question_text: string;
  /** primary, dependent or both. */
  asked_of: string;
}

/** A current member's health answers on file, in the health step's saved shape. */
export interface MemberHealthTable {
  member_id: number;
  /** JSON: {condition_questions, medication_question, notes}. */
  data: string;
}

/** An agreement text (017): shown for an enrollment whose cart has its carrier and plan (null = any). */
export interface AgreementTextTable {
  id: number;
  position: number;
  text_head: string;
  text_body: string;
  /** 1 when its acknowledgement must be ticked. */
  text_required: number;
  carrier_id: number | null;
  plan_id: number | null;
}

/** A payment method rule (017): the most specific row matching group, portal or cart carrier wins. */
export interface PaymentMethodTable {
  id: number;
  /** cc, eft, elist, list or stmt (domain/paymentMethods). */
  method: string;
  group_id: number | null;
  portal_id: number | null;
  carrier_id: number | null;
}

/** A current member's saved bank account (019); account and routing numbers sealed. */
export interface MemberBankAccountTable {
  id: number;
  member_id: number;
  account_name: string;
  bank_name: string;
  /** Encrypted (AES-256-GCM). */
  account_number: string;
  /** Encrypted (AES-256-GCM). */
  routing_number: string;
  /** checking or savings. */
  account_type: string;
  /** individual or company. */
  account_holder_type: string;
}

/** A current member's saved card (019); the number sealed, no security code. */
export interface MemberCardTable {
  id: number;
  member_id: number;
  name_on_cc: string;
  /** Encrypted (AES-256-GCM). */
  card_number: string;
  /** Two digits, 01 to 12. */
  expiration_month: string;
  expiration_year: string;
}

/** The Agreement step's verification (020): the most specific row for the process, group and cart carrier wins. */
export interface AgreementVerificationTable {
  id: number;
  /** rep, group or applicant. */
  eprocess: string;
  group_id: number | null;
  carrier_id: number | null;
  /** The verification question asked, none when null. */
  question_id: number | null;
  question: string | null;
  /** 1 when the signature pad must be signed. */
  signature_required: number;
  /** 1 for an applicant who signs only (sigapplicant): no name shown. */
  signature_only: number;
}

/** An Elevate group site (025): the group's one-page site sells through this portal. */
interface ElevateSiteTable {
  group_id: number;
  portal_id: number;
}

/** An enrollment started on an Elevate group site (025), counted once. */
interface ElevateVisitTable {
  enrollment_id: string;
  group_id: number;
  visited_at: string;
}

/** A custom field of the catalog: its definition as JSON text (domain/customFields.ts), step and scope as columns. */
export interface CustomFieldTable {
  id: string;
  step: string;
  position: number;
  definition: string;
  carrier_id: number | null;
  plan_id: number | null;
  category: string | null;
  group_id: number | null;
  eprocess: string | null;
}

/** An agency API key (040): only the hash of its secret; its id is the key's non-secret prefix. */
interface ApiKeyTable {
  id: string;
  /** SHA-256 (hex) of the key's secret part. */
  secret_hash: string;
  /** 'agency' (every enrollment), 'rep' (agent_id's) or 'group' (group_id's). */
  scope: string;
  agent_id: number | null;
  group_id: number | null;
  created_at: string;
  revoked_at: string | null;
  /** 1: made with --write, it may make changes to the policies in its scope (054); 0 reads only. */
  can_write: number;
}

/** One step of a submitted enrollment's way to its carriers (040): submitted, then sent, accepted or rejected. */
interface EnrollmentStatusEventTable {
  id: string;
  enrollment_id: string;
  status: string;
  at: string;
  /** Words about the step (a carrier's rejection reason), or null. */
  detail: string | null;
}

/** A named counter (041): 'interchange' numbers every 834 interchange (ISA13) and its group (GS06). */
interface FeedCounterTable {
  name: string;
  value: number;
}

/** One 834 interchange for one carrier (041); `content` is sealed (it holds SSNs). */
interface CarrierFeedFileTable {
  id: string;
  carrier_id: number;
  interchange_number: number;
  file_name: string;
  content: string;
  created_at: string;
  sent_at: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  /** While set and in the future, a node is sending the file. */
  lease_until: string | null;
  acknowledged_at: string | null;
  /** Set just before the rename that shows the file to the carrier (045): a retry looks before it uploads. */
  delivering_at: string | null;
  /** When the plain file was removed from the carrier files folder, its acknowledgement and retention past (047). */
  outbound_removed_at: string | null;
  /** 'changes' (enrollments and changes) or 'audit' (the full file, 056). */
  kind: string;
  /** An audit file's members, JSON keys "<enrollment id>#<member number>"; null for other files. */
  listed: string | null;
  /** Set when the 30 % guard held the audit file; it is not sent until confirmed. */
  held_at: string | null;
  confirmed_at: string | null;
  /** The operator who confirmed a held file (the command's user). */
  confirmed_by: string | null;
}

/** One submitted enrollment for one carrier (041): pending, sent, accepted, rejected or skipped. */
interface CarrierFeedItemTable {
  id: string;
  enrollment_id: string;
  carrier_id: number;
  created_at: string;
  file_id: string | null;
  /** ST02 of its transaction set in the file. */
  transaction_number: string | null;
  status: string;
  status_at: string;
  /** The carrier's reason for a rejection, or why it was not sent. */
  detail: string | null;
  /** The policy change this item tells the carrier of; null for the submission's own item (053). */
  change_id: string | null;
}

/** A correction and resend of a rejected carrier item (migration 045); previous_values sealed JSON. */
interface CarrierFeedResendTable {
  id: string;
  item_id: string;
  enrollment_id: string;
  carrier_id: number;
  replaced_file_id: string | null;
  replaced_transaction_number: string | null;
  /** The carrier's reason for the rejection it answers. */
  rejection: string | null;
  /** Who corrected it: "agent 12", "group 2556", "api key 3f9c…". */
  corrected_by: string;
  /** JSON list of the field names changed. */
  corrected_fields: string;
  previous_values: string;
  at: string;
}

/** An acknowledgement file read from a carrier (migration 044): read, or set aside with the reason. */
interface CarrierAcknowledgementTable {
  id: string;
  carrier_id: number;
  /** ISA06 and ISA13 of the acknowledgement itself. */
  sender_id: string;
  interchange_number: string;
  file_name: string;
  received_at: string;
  outcome: 'read' | 'set_aside';
  reason: string | null;
}

/** One person of a policy (053); `person` sealed JSON with the wizard's field names. */
interface PolicyMemberTable {
  id: string;
  enrollment_id: string;
  /** 1 for the subscriber, then 2, 3, … in the order they joined; the wire's member_id. */
  number: number;
  relationship: 'subscriber' | 'spouse' | 'child';
  person: string;
  added_by_change: string | null;
  created_at: string;
}

/** One member under one plan option for a run of days (053): ISO dates, both included; end null runs on. */
interface CoverageSpanTable {
  id: string;
  enrollment_id: string;
  member_number: number;
  carrier_id: number;
  plan_id: number;
  category: string;
  option: string;
  tier: string;
  /** The coverage's monthly premium, on the subscriber's span; null on a dependent's. */
  premium_cents: number | null;
  insurance_line: string | null;
  coverage_code: string;
  coverage_amount_cents: number | null;
  start_date: string;
  end_date: string | null;
  /** The change that started it; null: the submission. */
  started_by_change: string | null;
  ended_by_change: string | null;
}

/** One change to a policy after its receipt (053); `details` sealed JSON of what was asked and what it replaced. */
interface PolicyChangeTable {
  id: string;
  enrollment_id: string;
  /** 1, 2, … in the policy. */
  number: number;
  kind: string;
  event: string | null;
  /** ISO dates. */
  event_date: string | null;
  effective_date: string;
  /** The member the change is about (a removed or added dependent); null for the whole policy. */
  member_number: number | null;
  /** Who: 'member', 'rep:<agent id>', 'group:<group id>', 'agency-key:<key id>', 'system'. */
  made_by: string;
  made_at: string;
  details: string;
  monthly_before_cents: number;
  monthly_after_cents: number;
  /** 'none' (no carrier has a feed), 'submitted', 'sent', 'accepted', 'rejected'. */
  carrier_status: string;
  carrier_status_at: string;
}

/** A change's proof (058): the file sealed in the blob store, and its review. */
interface ChangeProofTable {
  id: string;
  change_id: string;
  blob_key: string;
  file_name: string;
  content_type: string;
  bytes: number;
  uploaded_by: string;
  uploaded_at: string;
  /** 'submitted', 'accepted' or 'refused'. */
  status: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  note: string | null;
}

/** A renewal's notice queued for a policy (055): one per policy and renewal date (ISO). */
interface RenewalNoticeTable {
  enrollment_id: string;
  renews_on: string;
  queued_at: string;
}

export interface Database {
  change_proofs: ChangeProofTable;
  renewal_notices: RenewalNoticeTable;
  policy_members: PolicyMemberTable;
  coverage_spans: CoverageSpanTable;
  policy_changes: PolicyChangeTable;
  feed_counters: FeedCounterTable;
  carrier_feed_files: CarrierFeedFileTable;
  carrier_feed_items: CarrierFeedItemTable;
  carrier_feed_resends: CarrierFeedResendTable;
  carrier_acknowledgements: CarrierAcknowledgementTable;
  api_keys: ApiKeyTable;
  enrollment_status_events: EnrollmentStatusEventTable;
  catalog_versions: CatalogVersionTable;
  catalog_applies: CatalogApplyTable;
  member_bank_accounts: MemberBankAccountTable;
  member_cards: MemberCardTable;
  agreement_texts: AgreementTextTable;
  agreement_verifications: AgreementVerificationTable;
  payment_methods: PaymentMethodTable;
  health_questions: HealthQuestionTable;
  member_health: MemberHealthTable;
  form_fields: FormFieldTable;
  custom_fields: CustomFieldTable;
  option_items: OptionItemTable;
  enrollment_drafts: EnrollmentDraftTable;
  member_profiles: MemberProfileTable;
  enroller_codes: EnrollerCodeTable;
  carriers: CarrierTable;
  bank_routing: BankRoutingTable;
  plans: PlanTable;
  plan_prices: PlanPriceTable;
  group_numbers: GroupNumberTable;
  life_events: LifeEventTable;
  plan_listings: PlanListingTable;
  agents: AgentTable;
  groups: GroupTable;
  portals: PortalTable;
  featured_plans: FeaturedPlanTable;
  referrals: ReferralTable;
  mail_outbox: MailOutboxTable;
  member_link_uses: MemberLinkUseTable;
  member_link_revocations: MemberLinkRevocationTable;
  mail_attachments: MailAttachmentTable;
  plan_fees: PlanFeeTable;
  assistant_questions: AssistantQuestionTable;
  assistant_answers: AssistantAnswerTable;
  leads: LeadTable;
  resume_codes: ResumeCodeTable;
  screenshots: ScreenshotTable;
  screenshot_uploads: ScreenshotUploadTable;
  blobs: BlobTable;
  sealing_passes: SealingPassTable;
  members: MemberTable;
  member_policies: MemberPolicyTable;
  sites: SiteTable;
  elevate_sites: ElevateSiteTable;
  elevate_visits: ElevateVisitTable;
  enrollments: EnrollmentTable;
  enrollment_tabs: EnrollmentTabTable;
  cart_lines: CartLineTable;
  audit_log: AuditTable;
  plan_questions: PlanQuestionTable;
  plan_answers: PlanAnswerTable;
  plan_statements: PlanStatementTable;
  plan_statement_answers: PlanStatementAnswerTable;
  accounts: AccountTable;
  sessions: SessionTable;
  sign_in_failures: SignInFailureTable;
  sign_in_links: SignInLinkTable;
}
