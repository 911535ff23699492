import { z } from 'zod';
import { EPROCESSES } from '../../contract/filterCalls';
import { billingTermsSchema } from '../../domain/billingTermsSchema';
import { CATEGORIES } from '../../domain/categories';
import { customFieldSchema } from '../../domain/customFields';
import { ASKED_OF, HEALTH_LAYOUTS, HEALTH_QUESTION_KINDS } from '../../domain/health/healthQuestion';
import { INSURANCE_LINE_CODES } from '../../domain/insuranceLines';
import { PAYMENT_METHODS } from '../../domain/paymentMethods';
import { SCREENING_SUB_TYPES } from '../../domain/screening';
import { TIERS } from '../../domain/tiers';

/**
 * The catalog package's shape, declared once: the files of a folder an operator writes by hand,
 * generates from a carrier's rate sheet and reviews in a pull request (docs/catalog.md). Structured
 * records are JSON; the rates, which run to millions of rows, are CSV (rateRow below). `npm run catalog
 * -- schema` publishes these as JSON Schema for editors.
 */

/** Every file of a package, by what it holds; all but the manifest, the plans and the rates may be left out. */
export const PACKAGE_FILES = {
  manifest: 'catalog.json',
  carriers: 'carriers.json',
  plans: 'plans.json',
  rates: 'rates.csv',
  benefits: 'benefits.json',
  screening: 'questions/screening.json',
  supplemental: 'questions/supplemental.json',
  health: 'questions/health.json',
  assistant: 'questions/assistant.json',
  fields: 'forms/fields.json',
  customFields: 'forms/custom-fields.json',
  options: 'forms/options.json',
  agreementTexts: 'agreements/texts.json',
  verifications: 'agreements/verifications.json',
  paymentMethods: 'payment-methods.json',
  groupNumbers: 'groups.json',
  /** The store's own face: name, logo, colours, phone, links (siteFaceSchema.ts). */
  site: 'site.json',
  /** The life events that let coverage change after the receipt (domain/lifeEventSchema.ts). */
  lifeEvents: 'life_events.json',
} as const;

/** The association membership plans sit beside the shopping categories. */
const PLAN_CATEGORIES = [...CATEGORIES, 'association'] as const;

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);
/** An amount in US dollars with at most two decimals, e.g. 25 or 74.86. */
const dollars = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );

/** An X12 interchange id qualifier (ISA05/ISA07): 01 DUNS, 14 DUNS+suffix, 20 HIN, 27/28 Medicare, 29, 30 FEIN, 33 NAIC, ZZ mutually defined. */
const INTERCHANGE_ID_QUALIFIERS = ['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ'] as const;
/** X12 text: the basic character set, no delimiters (* ~ : ^) so a value never splits a segment. */
const ediText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[ -~]*$/, 'must be plain ASCII text')
    .refine((value) => !/[*~:^]/.test(value), 'must not hold * ~ : or ^, the delimiters of the file');

/**
 * The agency's side of every 834 (docs/x12-834.md): who sends the interchange (ISA05/ISA06) and the
 * group (GS02), and the names and tax id it gives itself.
 */
export const agencyEdiSchema = z
  .object({
    /** ISA05: how `interchange_id` is to be read (ZZ mutually defined, 30 federal tax id, 01 DUNS…). */
    interchange_id_qualifier: z.enum(INTERCHANGE_ID_QUALIFIERS),
    /** ISA06: the agency's interchange sender id, as agreed with the carriers (padded to 15 in the file). */
    interchange_id: ediText(1, 15),
    /** GS02: the application sender's code. */
    application_code: ediText(2, 15),
    /** The agency's name, as a broker (N1*BO) names it. */
    name: ediText(1, 60),
    /** The agency's federal tax id (nine digits), sent with its name where a carrier asks for it. */
    tax_id: z
      .string()
      .regex(/^\d{9}$/, 'must be nine digits')
      .nullable()
      .default(null),
  })
  .strict();
export type AgencyEdi = z.infer<typeof agencyEdiSchema>;

const manifestSchema = z
  .object({
    $schema: z.string().optional(),
    format: z.literal(1),
    name: text(120),
    description: z.string().max(2000).optional(),
    /** The agency's EDI ids for the carriers' 834 feeds; left out, no carrier gets a feed. */
    agency: agencyEdiSchema.optional(),
  })
  .strict();

/** How a carrier's files travel: kept under DATA_DIR/outbound/<carrier id>/, or sent by SFTP. */
const carrierDeliverySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('files') }).strict(),
  z
    .object({
      kind: z.literal('sftp'),
      host: z.string().trim().min(1).max(253),
      port: z.number().int().min(1).max(65_535).default(22),
      username: z.string().trim().min(1).max(100),
      /** The carrier's folder the 834 files are put in. */
      outbound_dir: z.string().trim().min(1).max(300),
      /** The carrier's folder its 999 and TA1 files are picked up from. */
      inbound_dir: z.string().trim().min(1).max(300),
      /**
       * The NAME of the environment variable holding the password or private key; never the secret
       * itself. It must start with the operator's CARRIER_SECRET_PREFIX (CARRIER_ by default) and never be
       * one of the store's own settings: validate and apply refuse others (adapters/carrierDeliveryRules.ts).
       */
      secret_env: z
        .string()
        .regex(/^[A-Z_][A-Z0-9_]{0,99}$/, 'must be the name of an environment variable (A-Z, 0-9, _)'),
      /**
       * The server's host key as `ssh-keygen -lf` prints it ("SHA256:…"). Required by a production store
       * (validate and apply refuse an SFTP delivery without it); left out in a demo store, any key is trusted.
       */
      host_key_sha256: z
        .string()
        .regex(
          /^SHA256:[A-Za-z0-9+/]{43}$/,
          'must be a host key fingerprint as ssh-keygen prints it: SHA256:…',
        )
        .optional(),
    })
    .strict(),
]);

/** When a carrier's enrollments leave: each on its own at once, or gathered into one file a day. */
const EDI_SCHEDULES = ['immediate', 'daily'] as const;
/** How often a carrier gets the audit file (docs/operations.md, "The audit file and its guard"). */
const AUDIT_SCHEDULES = ['monthly'] as const;
/** N103 of the payer (N1*IN): FI federal tax id, XV CMS plan id, 94 code the receiver assigned. */
const PAYER_ID_QUALIFIERS = ['FI', 'XV', '94'] as const;

/** N1*P5's choices (carrierEdiSchema.sponsor). */
const CARRIER_SPONSORS = ['agency', 'group'] as const;

/** The optional parts of an 834 a carrier asks for; each left out is not sent. */
const carrierPartsSchema = z
  .object({
    /** 2100A PER*IP: the subscriber's phone (TE) and e-mail (EM) from the Contact step. */
    contact: z.boolean().default(false),
    /** 2300 AMT*P3 (premium) and AMT*FK (coverage amount). */
    amounts: z.boolean().default(true),
    /**
     * The subscriber's beneficiaries on a term life coverage, as member loops with 2700/2750 reporting
     * categories (designation and share).
     */
    beneficiaries: z.boolean().default(false),
  })
  .strict()
  .default({ contact: false, amounts: true, beneficiaries: false });

/** A carrier's 834 settings (docs/x12-834.md); a carrier without them gets no feed. */
export const carrierEdiSchema = z
  .object({
    /** ISA07: how `interchange_id` is to be read. */
    interchange_id_qualifier: z.enum(INTERCHANGE_ID_QUALIFIERS),
    /** ISA08: the carrier's interchange receiver id. */
    interchange_id: ediText(1, 15),
    /** GS03: the application receiver's code. */
    application_code: ediText(2, 15),
    /** N102 of N1*IN: the payer's name as the carrier wants it. */
    payer_name: ediText(1, 60),
    /** N103 of N1*IN. */
    payer_id_qualifier: z.enum(PAYER_ID_QUALIFIERS),
    /** N104 of N1*IN. */
    payer_id: ediText(1, 80),
    /** REF*38: the master policy or group number the carrier gave the agency; null sends none. */
    master_policy: ediText(1, 50).nullable().default(null),
    /**
     * N1*P5, the sponsor the carrier's guide expects: `group` the employer group for a group's employee
     * (the agency for individual business), `agency` the agency with its tax id for every enrollment.
     * Individual business never names the applicant as sponsor.
     */
    sponsor: z
      .enum(CARRIER_SPONSORS, {
        error: (issue) =>
          `${JSON.stringify(issue.input)} is not a sponsor: use one of ${CARRIER_SPONSORS.join(', ')}`,
      })
      .default('group'),
    /** N1*BO: the agency's broker (writing agent) number at this carrier; null sends no broker. */
    broker_id: ediText(1, 80).nullable().default(null),
    /** The optional parts of the 834 this carrier's guide asks for (docs/x12-834.md). */
    parts: carrierPartsSchema,
    schedule: z.enum(EDI_SCHEDULES),
    /** The audit file (every member in force, BGN08 4): "monthly" makes one each month; absent, only on demand. */
    audit: z.enum(AUDIT_SCHEDULES).optional(),
    delivery: carrierDeliverySchema,
  })
  .strict();
export type CarrierEdi = z.infer<typeof carrierEdiSchema>;

/** Days in each month of a year that renews every year: February has 28 (a plan year cannot renew on 02/29). */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * When coverage renews each year (docs/catalog.md "Plan years"): on `renews_on` (mm/dd, e.g. "01/01") the
 * open coverage rolls over at the rates in force that day; members and reps are told `notice_days` before.
 */
export const planYearSchema = z
  .object({
    /** The first day of each plan year, mm/dd (every year; 02/29 is refused). */
    renews_on: z
      .string()
      .regex(/^\d{2}\/\d{2}$/, 'must be a month and day as mm/dd, e.g. "01/01"')
      .refine((value) => {
        const [month = 0, day = 0] = value.split('/').map(Number);
        return month >= 1 && month <= 12 && day >= 1 && day <= (DAYS_IN_MONTH[month - 1] ?? 0);
      }, 'must be a day of every year (mm/dd; 02/29 is not): e.g. "01/01" or "07/01"'),
    /** How many days before the renewal the member and the rep are told what it changes (0-120). */
    notice_days: z.number().int().min(0).max(120).default(30),
  })
  .strict();
export type PlanYear = z.infer<typeof planYearSchema>;

const carrierSchema = z
  .object({
    id,
    name: text(120),
    /** The carrier's logo shown on its plans' cards, a path under public/ or an https address; '' for none. */
    logo: z.string().max(300).default(''),
    /** The statement descriptor for this carrier's plans; null uses the site's. */
    billing_text: z.string().trim().min(1).max(22).nullable().default(null),
    /** When the carrier charges (first payment, monthly day) and its fees; a field left out is the store's (docs/catalog.md). */
    billing_terms: billingTermsSchema.nullable().default(null),
    /** The carrier's 834 feed (ids, schedule, delivery); null: the carrier gets no feed. */
    edi: carrierEdiSchema.nullable().default(null),
    /** The carrier's plan year: when its coverage renews; null: its coverage runs on and never renews. */
    plan_year: planYearSchema.nullable().default(null),
    /** How many days after coverage ended it may still be reinstated (0: only on the end day itself). */
    reinstate_within_days: z.number().int().min(0).max(365).default(30),
  })
  .strict();

const eligibilitySchema = z
  .object({
    min_annual_income: z.number().int().nonnegative().nullable().default(null),
    min_working_hours: z.number().int().min(0).max(168).nullable().default(null),
    /** First three digits of the zips the plan is sold in; null sells everywhere. */
    zip_areas: z
      .array(z.string().regex(/^\d{3}$/, 'must be three digits'))
      .min(1)
      .nullable()
      .default(null),
    max_issue_age: z.number().int().min(0).max(120).nullable().default(null),
    /** Months (1-12) the plan cannot be bought in. */
    blackout_months: z.array(z.number().int().min(1).max(12)).min(1).nullable().default(null),
  })
  .strict();

const feeSchema = z.object({ label: text(60), amount: dollars }).strict();

/** HD03: only the 005010X220A1 list's codes; the message names them all. */
const insuranceLine = z.enum(INSURANCE_LINE_CODES, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not an insurance line of 005010X220A1 (HD03): use one of ${INSURANCE_LINE_CODES.join(', ')}`,
});

/** What the carrier's 834 says of one pricing option (docs/x12-834.md). */
const planOptionEdiSchema = z
  .object({
    /** HD04: the carrier's plan or coverage code for this option, from its companion guide. */
    coverage_code: ediText(1, 50),
    /** HD03 for this option, when it differs from the plan's. */
    insurance_line: insuranceLine.optional(),
    /** The coverage amount in dollars (life: the face amount; disability: the monthly benefit), 2300 AMT*FK. */
    coverage_amount: dollars.optional(),
  })
  .strict();

/** A plan's 834 codes: its insurance line (HD03) and, by pricing option, the carrier's code and amount. */
export const planEdiSchema = z
  .object({
    /** HD03 for every option; left out, the category's (DEN, VIS, HLT, PDG, STD), where it has one. */
    insurance_line: insuranceLine.optional(),
    /** By the option's name as in `options`: every option needs one. */
    options: z.record(z.string().max(60), planOptionEdiSchema),
  })
  .strict();
export type PlanEdi = z.infer<typeof planEdiSchema>;

const planSchema = z
  .object({
    id,
    name: text(120),
    category: z.enum(PLAN_CATEGORIES),
    carrier: id,
    short_text: z.string().max(300),
    /** The plan page's texts by name (header_text, body_text, exclusions_text…), shown as written. */
    description: z.record(z.string().max(40), z.string().max(5000)),
    /** The pricing options in the order shown, e.g. ["Basic", "Plus"]; each needs rates. */
    options: z.array(text(60)).min(1),
    /** The coverage tiers the plan is sold for; each needs rates. */
    tiers: z.array(z.enum(TIERS)).min(1),
    featured: z.boolean().default(false),
    /** false: retired, sold no more; with `successor` its page sends shoppers on. */
    active: z.boolean().default(true),
    /**
     * The plan of the same carrier and category that takes over from this one once it is retired: its
     * page sends shoppers on, and at the plan year's renewal its members move to it (docs/operations.md).
     */
    successor: id.nullable().default(null),
    needs_association: z.boolean().default(false),
    premier: z.boolean().default(false),
    needs_health: z.boolean().default(false),
    /** Higher sorts first among equals (0-999). */
    popularity: z.number().int().min(0).max(1_000_000).default(0),
    eligibility: eligibilitySchema.default({
      min_annual_income: null,
      min_working_hours: null,
      zip_areas: null,
      max_issue_age: null,
      blackout_months: null,
    }),
    fees: z.array(feeSchema).max(1).default([]),
    /** The plan's billing terms over its carrier's: only the fields that differ. */
    billing_terms: billingTermsSchema.nullable().default(null),
    /** The plan's codes in its carrier's 834 (HD03, HD04, the coverage amount); null: the defaults. */
    edi: planEdiSchema.nullable().default(null),
  })
  .strict();

const screeningOptionSchema = z
  .object({ option_id: id, option_text: text(200), option_group: z.string().max(200) })
  .strict();

const screeningQuestionSchema = z
  .object({
    id,
    plan: id,
    position: z.number().int(),
    text: text(1000),
    /** How it is answered: yes_no, text_field, checkbox or detail. */
    layout: z.enum(SCREENING_SUB_TYPES),
    require_detail: z.boolean().default(false),
    /** A Yes rules the plan out. */
    declines_on_yes: z.boolean().default(false),
    options: z.array(screeningOptionSchema).default([]),
  })
  .strict();

const supplementalStatementSchema = z
  .object({
    id,
    plan: id,
    position: z.number().int(),
    statement: text(1000),
    /** Starts true and cannot be changed. */
    starts_true: z.boolean().default(false),
  })
  .strict();

const healthQuestionSchema = z
  .object({
    id,
    /** null asks it for every carrier. */
    carrier: id.nullable().default(null),
    kind: z.enum(HEALTH_QUESTION_KINDS),
    layout: z.enum(HEALTH_LAYOUTS),
    position: z.number().int(),
    text: text(1000),
    asked_of: z.enum(ASKED_OF),
  })
  .strict();

const assistantQuestionSchema = z.object({ id, position: z.number().int(), question: text(300) }).strict();

/** Whom a rule is for; a key left out matches every enrollment. */
const scopeSchema = z
  .object({
    category: z.enum(PLAN_CATEGORIES).optional(),
    carrier: id.optional(),
    plan: id.optional(),
    group: id.optional(),
    portal: id.optional(),
    process: z.enum(EPROCESSES).optional(),
  })
  .strict();

const fieldRuleSchema = z
  .object({
    id,
    step: z.string().min(1).max(40),
    field: z.string().min(1).max(60),
    position: z.number().int(),
    required: z.boolean().default(false),
    read_only: z.boolean().default(false),
    /** The option list (forms/options.json) the field chooses from. */
    options_list: z.string().max(60).nullable().default(null),
    /** The message shown when it is missing, in place of the usual one. */
    message: z.string().max(300).nullable().default(null),
    scope: scopeSchema.omit({ portal: true }).default({}),
  })
  .strict();

const optionListsSchema = z.record(
  z.string().min(1).max(60),
  z.array(z.object({ name: text(200), value: z.string().max(60) }).strict()),
);

const agreementTextSchema = z
  .object({
    id,
    position: z.number().int(),
    head: text(300),
    body: z.string().max(20_000),
    /** Its acknowledgement must be ticked. */
    required: z.boolean().default(false),
    scope: scopeSchema.pick({ carrier: true, plan: true }).default({}),
  })
  .strict();

const verificationSchema = z
  .object({
    id,
    scope: scopeSchema.pick({ process: true, group: true, carrier: true }).required({ process: true }),
    question_id: id.nullable().default(null),
    question: z.string().max(300).nullable().default(null),
    signature_required: z.boolean(),
    signature_only: z.boolean().default(false),
  })
  .strict();

const paymentMethodSchema = z
  .object({
    id,
    method: z.enum(PAYMENT_METHODS),
    scope: scopeSchema.pick({ group: true, portal: true, carrier: true }).default({}),
  })
  .strict();

/** A group's number at one carrier (REF*1L on its employees' 834s), from the carrier's companion guide. */
const groupNumberSchema = z
  .object({
    /** The group (its id in the store, as scopes name it). */
    group: id,
    carrier: id,
    /** The carrier's group or policy number for this group. */
    group_number: ediText(1, 50),
    /** The group's plan year at this carrier, over the carrier's own; null: the carrier's. */
    plan_year: planYearSchema.nullable().default(null),
  })
  .strict();

/** One rate row of rates.csv, after its text is read: a monthly premium for one band of one option. */
export const RATE_COLUMNS = [
  'plan',
  'option',
  'tier',
  'age_min',
  'age_max',
  'state',
  'tobacco',
  'premium',
] as const;
export interface RateRow {
  plan: number;
  option: string;
  tier: (typeof TIERS)[number];
  ageMin: number;
  ageMax: number;
  /** Two-letter state, or null for every state without its own row. */
  state: string | null;
  /** true for tobacco users, false for non-users, null for both. */
  tobacco: boolean | null;
  cents: number;
}

type Carrier = z.infer<typeof carrierSchema>;
export type Plan = z.infer<typeof planSchema>;
type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;
type SupplementalStatement = z.infer<typeof supplementalStatementSchema>;
export type HealthQuestion = z.infer<typeof healthQuestionSchema>;
type AssistantQuestion = z.infer<typeof assistantQuestionSchema>;
type FieldRule = z.infer<typeof fieldRuleSchema>;
type OptionLists = z.infer<typeof optionListsSchema>;
type AgreementText = z.infer<typeof agreementTextSchema>;
type Verification = z.infer<typeof verificationSchema>;
type PaymentMethodRule = z.infer<typeof paymentMethodSchema>;

/** The JSON files' schemas, each an array of records except the manifest and the option lists. */
export const FILE_SCHEMAS = {
  manifest: manifestSchema,
  carriers: z.array(carrierSchema),
  plans: z.array(planSchema),
  screening: z.array(screeningQuestionSchema),
  supplemental: z.array(supplementalStatementSchema),
  health: z.array(healthQuestionSchema),
  assistant: z.array(assistantQuestionSchema),
  fields: z.array(fieldRuleSchema),
  customFields: z.array(customFieldSchema),
  options: optionListsSchema,
  agreementTexts: z.array(agreementTextSchema),
  verifications: z.array(verificationSchema),
  paymentMethods: z.array(paymentMethodSchema),
  groupNumbers: z.array(groupNumberSchema),
} as const;

/** A whole package in memory, rates aside (they are streamed: catalogRates.ts). */
export interface CatalogRecords {
  manifest: z.infer<typeof manifestSchema>;
  carriers: Carrier[];
  plans: Plan[];
  screening: ScreeningQuestion[];
  supplemental: SupplementalStatement[];
  health: HealthQuestion[];
  assistant: AssistantQuestion[];
  fields: FieldRule[];
  /** A carrier's own questions on a step (domain/customFields.ts). */
  customFields: z.infer<typeof customFieldSchema>[];
  options: OptionLists;
  agreementTexts: AgreementText[];
  verifications: Verification[];
  paymentMethods: PaymentMethodRule[];
  /** Each group's number at a carrier (REF*1L). */
  groupNumbers: z.infer<typeof groupNumberSchema>[];
}
