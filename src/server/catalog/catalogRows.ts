import type { BillingTermsOverride } from '../../domain/billingTermsSchema';
import type { Tier } from '../../domain/tiers';
import { fromJsonText, toJsonText } from '../db/json';
import type { Database } from '../db/schema';
import { customFieldRow } from '../enrollment/customFieldStore';
import type {
  AgencyEdi,
  CarrierEdi,
  CatalogRecords,
  Plan,
  PlanEdi,
  PlanYear,
  RateRow,
} from './packageSchema';

/** The package's records as the catalog tables' rows, and back: the one mapping apply and export share. */
type Rows = {
  [T in
    | 'plan_fees'
    | 'plan_questions'
    | 'plan_statements'
    | 'health_questions'
    | 'assistant_questions'
    | 'form_fields'
    | 'custom_fields'
    | 'option_items'
    | 'agreement_texts'
    | 'agreement_verifications'
    | 'payment_methods'
    | 'group_numbers']: Database[T][];
};

const bit = (value: boolean) => (value ? 1 : 0);
const orNull = <T>(value: T | undefined): T | null => value ?? null;
const cents = (dollars: number) => Math.round(dollars * 100);

export function carrierRow(carrier: CatalogRecords['carriers'][number]): Database['carriers'] {
  return {
    id: carrier.id,
    name: carrier.name,
    billing_text: carrier.billing_text,
    logo: carrier.logo,
    withdrawn: 0,
    edi: carrier.edi === null ? null : toJsonText(carrier.edi),
    billing_terms: carrier.billing_terms === null ? null : toJsonText(carrier.billing_terms),
    plan_year: carrier.plan_year === null ? null : toJsonText(carrier.plan_year),
    reinstate_within_days: carrier.reinstate_within_days,
  };
}

export function planRow(plan: Plan, logo: string, benefits: unknown): Database['plans'] {
  const rules = plan.eligibility;
  return {
    id: plan.id,
    name: plan.name,
    category: plan.category,
    carrier_id: plan.carrier,
    logo,
    short_text: plan.short_text,
    description: toJsonText(plan.description),
    featured: bit(plan.featured),
    active: bit(plan.active),
    needs_association: bit(plan.needs_association),
    premier: bit(plan.premier),
    has_screening: 0,
    has_supplemental_questions: 0,
    needs_health: bit(plan.needs_health),
    min_annual_income: rules.min_annual_income,
    min_working_hours: rules.min_working_hours,
    popularity: plan.popularity,
    blackout_months: rules.blackout_months ? rules.blackout_months.join(',') : null,
    zip_areas: rules.zip_areas ? rules.zip_areas.join(',') : null,
    max_issue_age: rules.max_issue_age,
    successor_plan_id: plan.successor,
    withdrawn: 0,
    benefits: benefits === undefined ? null : toJsonText(benefits),
    edi: plan.edi === null ? null : toJsonText(plan.edi),
    billing_terms: plan.billing_terms === null ? null : toJsonText(plan.billing_terms),
  };
}

/** Every table of the catalog but carriers, plans and rates, from the package's records. */
export function recordRows(records: CatalogRecords): Rows {
  return {
    plan_fees: records.plans.flatMap((plan) =>
      plan.fees.map((fee) => ({ plan_id: plan.id, label: fee.label, amount_cents: cents(fee.amount) })),
    ),
    plan_questions: records.screening.map((question) => ({
      id: question.id,
      plan_id: question.plan,
      position: question.position,
      question_text: question.text,
      sub_type: question.layout,
      require_detail: bit(question.require_detail),
      declines_on_yes: bit(question.declines_on_yes),
      options: toJsonText(question.options),
    })),
    plan_statements: records.supplemental.map((statement) => ({
      id: statement.id,
      plan_id: statement.plan,
      position: statement.position,
      statement: statement.statement,
      true_condition: bit(statement.starts_true),
    })),
    health_questions: records.health.map((question) => ({
      question_id: question.id,
      carrier_id: question.carrier,
      kind: question.kind,
      layout: question.layout,
      position: question.position,
      question_text: question.text,
      asked_of: question.asked_of,
    })),
    assistant_questions: records.assistant.map(({ id, position, question }) => ({ id, position, question })),
    form_fields: records.fields.map((rule) => ({
      id: rule.id,
      step: rule.step,
      field_name: rule.field,
      position: rule.position,
      required: bit(rule.required),
      read_only: bit(rule.read_only),
      options_list: rule.options_list,
      message: rule.message,
      category: orNull(rule.scope.category),
      carrier_id: orNull(rule.scope.carrier),
      plan_id: orNull(rule.scope.plan),
      group_id: orNull(rule.scope.group),
      eprocess: orNull(rule.scope.process),
    })),
    custom_fields: records.customFields.map(customFieldRow),
    option_items: Object.entries(records.options).flatMap(([list, items]) =>
      items.map((item, position) => ({ list, position, name: item.name, value: item.value })),
    ),
    agreement_texts: records.agreementTexts.map((text) => ({
      id: text.id,
      position: text.position,
      text_head: text.head,
      text_body: text.body,
      text_required: bit(text.required),
      carrier_id: orNull(text.scope.carrier),
      plan_id: orNull(text.scope.plan),
    })),
    agreement_verifications: records.verifications.map((verification) => ({
      id: verification.id,
      eprocess: verification.scope.process,
      group_id: orNull(verification.scope.group),
      carrier_id: orNull(verification.scope.carrier),
      question_id: verification.question_id,
      question: verification.question,
      signature_required: bit(verification.signature_required),
      signature_only: bit(verification.signature_only),
    })),
    payment_methods: records.paymentMethods.map((rule) => ({
      id: rule.id,
      method: rule.method,
      group_id: orNull(rule.scope.group),
      portal_id: orNull(rule.scope.portal),
      carrier_id: orNull(rule.scope.carrier),
    })),
    group_numbers: records.groupNumbers.map((entry) => ({
      group_id: entry.group,
      carrier_id: entry.carrier,
      group_number: entry.group_number,
      plan_year: entry.plan_year === null ? null : toJsonText(entry.plan_year),
    })),
  };
}

/** A scope with only the keys that are set, as a package writes it. */
function scopeOf<T extends Record<string, number | string | null>>(
  scope: T,
): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(scope).filter(([, value]) => value !== null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/** A price row of the database as a rate row of the package. */
export function rateOf(
  row: Pick<
    Database['plan_prices'],
    'plan_id' | 'label' | 'tier' | 'age_min' | 'age_max' | 'state' | 'tobacco' | 'price_cents'
  >,
): RateRow {
  return {
    plan: row.plan_id,
    option: row.label,
    tier: row.tier as Tier,
    ageMin: row.age_min,
    ageMax: row.age_max,
    state: row.state,
    tobacco: row.tobacco === null ? null : row.tobacco === 1,
    cents: row.price_cents,
  };
}

/** The catalog tables' rows as a package's records (export); plans' options and tiers come from their rates. */
export function recordsOf(
  tables: Pick<Database, never> & { [T in 'carriers' | 'plans']: Database[T][] } & Rows,
  optionsAndTiers: Map<number, { options: string[]; tiers: Tier[] }>,
  version: { name: string; agency_edi: string | null },
): CatalogRecords {
  const feesByPlan = new Map(tables.plan_fees.map((fee) => [fee.plan_id, fee]));
  const lists: CatalogRecords['options'] = {};
  for (const item of [...tables.option_items].sort((a, b) => a.position - b.position)) {
    const list = lists[item.list] ?? [];
    list.push({ name: item.name, value: item.value });
    lists[item.list] = list;
  }
  return {
    manifest: {
      format: 1,
      name: version.name,
      ...(version.agency_edi === null ? {} : { agency: fromJsonText<AgencyEdi>(version.agency_edi) }),
    },
    carriers: tables.carriers.map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      logo: carrier.logo,
      billing_text: carrier.billing_text,
      billing_terms:
        carrier.billing_terms === null ? null : fromJsonText<BillingTermsOverride>(carrier.billing_terms),
      edi: carrier.edi === null ? null : fromJsonText<CarrierEdi>(carrier.edi),
      plan_year: carrier.plan_year === null ? null : fromJsonText<PlanYear>(carrier.plan_year),
      reinstate_within_days: carrier.reinstate_within_days,
    })),
    plans: tables.plans.map((plan) => {
      const fee = feesByPlan.get(plan.id);
      const priced = optionsAndTiers.get(plan.id) ?? { options: [], tiers: [] };
      return {
        id: plan.id,
        name: plan.name,
        category: plan.category as Plan['category'],
        carrier: plan.carrier_id,
        short_text: plan.short_text,
        description: fromJsonText(plan.description) as Record<string, string>,
        options: priced.options,
        tiers: priced.tiers,
        featured: plan.featured === 1,
        active: plan.active === 1,
        successor: plan.successor_plan_id,
        needs_association: plan.needs_association === 1,
        premier: plan.premier === 1,
        needs_health: plan.needs_health === 1,
        popularity: plan.popularity,
        eligibility: {
          min_annual_income: plan.min_annual_income,
          min_working_hours: plan.min_working_hours,
          zip_areas: plan.zip_areas ? plan.zip_areas.split(',') : null,
          max_issue_age: plan.max_issue_age,
          blackout_months: plan.blackout_months ? plan.blackout_months.split(',').map(Number) : null,
        },
        fees: fee ? [{ label: fee.label, amount: fee.amount_cents / 100 }] : [],
        billing_terms:
          plan.billing_terms === null ? null : fromJsonText<BillingTermsOverride>(plan.billing_terms),
        edi: plan.edi === null ? null : fromJsonText<PlanEdi>(plan.edi),
      };
    }),
    screening: tables.plan_questions.map((question) => ({
      id: question.id,
      plan: question.plan_id,
      position: question.position,
      text: question.question_text,
      layout: question.sub_type as CatalogRecords['screening'][number]['layout'],
      require_detail: question.require_detail === 1,
      declines_on_yes: question.declines_on_yes === 1,
      options: fromJsonText(question.options) as CatalogRecords['screening'][number]['options'],
    })),
    supplemental: tables.plan_statements.map((statement) => ({
      id: statement.id,
      plan: statement.plan_id,
      position: statement.position,
      statement: statement.statement,
      starts_true: statement.true_condition === 1,
    })),
    health: tables.health_questions.map((question) => ({
      id: question.question_id,
      carrier: question.carrier_id,
      kind: question.kind as CatalogRecords['health'][number]['kind'],
      layout: question.layout as CatalogRecords['health'][number]['layout'],
      position: question.position,
      text: question.question_text,
      asked_of: question.asked_of as CatalogRecords['health'][number]['asked_of'],
    })),
    assistant: tables.assistant_questions.map(({ id, position, question }) => ({ id, position, question })),
    fields: tables.form_fields.map((rule) => ({
      id: rule.id,
      step: rule.step,
      field: rule.field_name,
      position: rule.position,
      required: rule.required === 1,
      read_only: rule.read_only === 1,
      options_list: rule.options_list,
      message: rule.message,
      scope: scopeOf({
        category: rule.category as Plan['category'] | null,
        carrier: rule.carrier_id,
        plan: rule.plan_id,
        group: rule.group_id,
        process: rule.eprocess as 'rep' | 'applicant' | 'group' | null,
      }),
    })),
    customFields: tables.custom_fields.map(
      (row) => fromJsonText(row.definition) as CatalogRecords['customFields'][number],
    ),
    options: lists,
    agreementTexts: tables.agreement_texts.map((text) => ({
      id: text.id,
      position: text.position,
      head: text.text_head,
      body: text.text_body,
      required: text.text_required === 1,
      scope: scopeOf({ carrier: text.carrier_id, plan: text.plan_id }),
    })),
    verifications: tables.agreement_verifications.map((verification) => ({
      id: verification.id,
      scope: {
        process: verification.eprocess as 'rep' | 'applicant' | 'group',
        ...scopeOf({ group: verification.group_id, carrier: verification.carrier_id }),
      },
      question_id: verification.question_id,
      question: verification.question,
      signature_required: verification.signature_required === 1,
      signature_only: verification.signature_only === 1,
    })),
    paymentMethods: tables.payment_methods.map((rule) => ({
      id: rule.id,
      method: rule.method as CatalogRecords['paymentMethods'][number]['method'],
      scope: scopeOf({ group: rule.group_id, portal: rule.portal_id, carrier: rule.carrier_id }),
    })),
    groupNumbers: tables.group_numbers.map((row) => ({
      group: row.group_id,
      carrier: row.carrier_id,
      group_number: row.group_number,
      plan_year: row.plan_year === null ? null : fromJsonText<PlanYear>(row.plan_year),
    })),
  };
}
