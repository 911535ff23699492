import { isDeepStrictEqual } from 'node:util';
import type { StoredCatalog } from './catalogExport';
import { rateKey } from './catalogRates';
import type { CatalogRecords, RateRow } from './packageSchema';
import { siteFaceChanges } from './siteFaceStore';

/** What changes in one kind of record: ids (or names) added, removed and changed. */
interface RecordChanges {
  added: (number | string)[];
  removed: (number | string)[];
  changed: (number | string)[];
}

/** Rate rows added, removed, and with another premium (a rate is named by all but its premium: rateKey). */
export interface RateChanges {
  added: number;
  removed: number;
  changed: number;
}

/** One field of a carrier's delivery, before and after; null where the delivery has none. */
interface DeliveryField {
  field: (typeof DELIVERY_FIELDS)[number];
  before: string | null;
  after: string | null;
}

/** A carrier whose delivery changes (added, removed, or other settings): every field, old and new. */
interface DeliveryChange {
  carrier: number;
  fields: DeliveryField[];
}

export interface CatalogDiff {
  carriers: RecordChanges;
  /** Where each changed carrier's files go, field by field: a reviewer sees a new host or secret name. */
  deliveries: DeliveryChange[];
  /** The agency's EDI ids (the manifest's `agency`), named 'agency'. */
  agency: RecordChanges;
  plans: RecordChanges;
  benefits: RecordChanges;
  rates: RateChanges;
  questions: RecordChanges;
  rules: RecordChanges;
  texts: RecordChanges;
  optionLists: RecordChanges;
  /** site.json: a line for each site whose face changes (siteFaceStore.ts). */
  site: string[];
}

function compare<T>(before: Map<number | string, T>, after: Map<number | string, T>): RecordChanges {
  const changes: RecordChanges = { added: [], removed: [], changed: [] };
  for (const [id, record] of after) {
    if (!before.has(id)) changes.added.push(id);
    else if (
      !isDeepStrictEqual(JSON.parse(JSON.stringify(before.get(id))), JSON.parse(JSON.stringify(record)))
    )
      changes.changed.push(id);
  }
  for (const id of before.keys()) if (!after.has(id)) changes.removed.push(id);
  return changes;
}

const byId = <T extends { id: number }>(records: T[], prefix = '') =>
  new Map<number | string, T>(
    records.map((record) => [prefix ? `${prefix} ${record.id}` : record.id, record]),
  );

/** Questions, rules and texts of every file, each named by file and id. */
function questions(records: CatalogRecords) {
  return new Map<number | string, unknown>([
    ...byId(records.screening, 'screening'),
    ...byId(records.supplemental, 'supplemental'),
    ...byId(records.health, 'health'),
    ...byId(records.assistant, 'assistant'),
  ]);
}
function rules(records: CatalogRecords) {
  return new Map<number | string, unknown>([
    ...byId(records.fields, 'field rule'),
    ...new Map(records.customFields.map((field) => [`custom field ${field.id}`, field])),
    ...byId(records.verifications, 'verification'),
    ...byId(records.paymentMethods, 'payment method'),
    ...new Map(
      records.groupNumbers.map((entry) => [
        `group ${entry.group}'s number at carrier ${entry.carrier}`,
        entry,
      ]),
    ),
  ]);
}

/**
 * The delivery fields diff shows: where files go and as whom, and the NAME of the variable holding the
 * secret (diff reads no variable, so no secret's value can be printed).
 */
const DELIVERY_FIELDS = [
  'kind',
  'host',
  'port',
  'username',
  'outbound_dir',
  'inbound_dir',
  'secret_env',
  'host_key_sha256',
] as const;

/** A carrier's delivery as text by field, or null when the carrier gets no feed. */
function deliveryOf(carrier: CatalogRecords['carriers'][number] | undefined) {
  const delivery = carrier?.edi?.delivery;
  if (!delivery) return null;
  const fields = delivery as Partial<Record<(typeof DELIVERY_FIELDS)[number], string | number>>;
  return new Map(
    DELIVERY_FIELDS.map((field) => {
      const value = fields[field];
      return [field, value === undefined ? null : String(value)] as const;
    }),
  );
}

/** The carriers whose delivery is added, removed or changed, in carrier id order. */
function deliveryChanges(before: CatalogRecords['carriers'], after: CatalogRecords['carriers']) {
  const was = new Map(before.map((carrier) => [carrier.id, carrier]));
  const now = new Map(after.map((carrier) => [carrier.id, carrier]));
  const ids = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => a - b);
  const changes: DeliveryChange[] = [];
  for (const carrier of ids) {
    const old = deliveryOf(was.get(carrier));
    const next = deliveryOf(now.get(carrier));
    const fields = DELIVERY_FIELDS.map((field) => ({
      field,
      before: old?.get(field) ?? null,
      after: next?.get(field) ?? null,
    }));
    if (fields.some((field) => field.before !== field.after)) changes.push({ carrier, fields });
  }
  return changes;
}

/** The agency's EDI ids as a record named 'agency', or none. */
function agencyOf(records: CatalogRecords | undefined) {
  const agency = records?.manifest.agency;
  return new Map<number | string, unknown>(agency ? [['agency', agency]] : []);
}

/** How the rates `after` differ from `before`. */
function rateChanges(before: readonly RateRow[], after: readonly RateRow[]): RateChanges {
  const rates = { added: 0, removed: 0, changed: 0 };
  const oldRates = new Map(before.map((rate) => [rateKey(rate), rate.cents]));
  for (const rate of after) {
    const key = rateKey(rate);
    const old = oldRates.get(key);
    if (old === undefined) rates.added += 1;
    else {
      if (old !== rate.cents) rates.changed += 1;
      oldRates.delete(key);
    }
  }
  rates.removed = oldRates.size;
  return rates;
}

/**
 * How the rates `next` differ from the store's, given the store's rates a few plans at a time, each plan's
 * whole (readCatalog's `eachRates`): a rate's key names its plan, so the sum of each plan's rateChanges is
 * rateChanges of the whole, and the store's million rates are never in memory beside the package's (read
 * whole, a million-rate diff took 1.5 GB: docs/performance.md, thirteenth pass).
 */
export class RateComparison {
  private readonly byPlan = new Map<number, RateRow[]>();
  private readonly total: RateChanges = { added: 0, removed: 0, changed: 0 };

  constructor(next: readonly RateRow[]) {
    for (const rate of next) {
      const rates = this.byPlan.get(rate.plan);
      if (rates) rates.push(rate);
      else this.byPlan.set(rate.plan, [rate]);
    }
  }

  /** Some plans' stored rates, every stored rate of each of those plans. */
  add(stored: readonly RateRow[]): void {
    const plans = new Set(stored.map((rate) => rate.plan));
    const part = rateChanges(
      stored,
      [...plans].flatMap((plan) => this.byPlan.get(plan) ?? []),
    );
    for (const plan of plans) this.byPlan.delete(plan);
    this.total.added += part.added;
    this.total.removed += part.removed;
    this.total.changed += part.changed;
  }

  /** The changes, once every stored plan was added: the plans the store has no rates for are all added. */
  changes(): RateChanges {
    let added = 0;
    for (const rates of this.byPlan.values()) added += rates.length;
    return { ...this.total, added: this.total.added + added };
  }
}

/**
 * What applying `next` over `current` (null: an empty store) would change; the rates' part is
 * rateChanges of both catalogs' rates unless given (RateComparison).
 */
export function diffCatalog(
  current: StoredCatalog | null,
  next: StoredCatalog,
  rates: RateChanges = rateChanges(current?.rates ?? [], next.rates),
): CatalogDiff {
  const empty = new Map<number | string, never>();
  const was = current?.records;
  return {
    carriers: compare(was ? byId(was.carriers) : empty, byId(next.records.carriers)),
    deliveries: deliveryChanges(was?.carriers ?? [], next.records.carriers),
    agency: compare(agencyOf(was), agencyOf(next.records)),
    plans: compare(was ? byId(was.plans) : empty, byId(next.records.plans)),
    benefits: compare(current?.benefits ?? empty, next.benefits),
    rates,
    questions: compare(was ? questions(was) : empty, questions(next.records)),
    rules: compare(was ? rules(was) : empty, rules(next.records)),
    texts: compare(was ? byId(was.agreementTexts) : empty, byId(next.records.agreementTexts)),
    optionLists: compare(
      new Map(Object.entries(was?.options ?? {})),
      new Map(Object.entries(next.records.options)),
    ),
    site: siteFaceChanges(current?.site ?? null, next.site ?? null),
  };
}

export function isUnchanged(diff: CatalogDiff): boolean {
  const { rates, deliveries, site, ...records } = diff;
  return (
    rates.added + rates.removed + rates.changed === 0 &&
    deliveries.length === 0 &&
    site.length === 0 &&
    Object.values(records).every(
      (changes) => changes.added.length + changes.removed.length + changes.changed.length === 0,
    )
  );
}

const listed = (ids: (number | string)[]) =>
  ids.length > 12 ? `${ids.slice(0, 12).join(', ')} and ${ids.length - 12} more` : ids.join(', ');

const shown = (value: string | null) => value ?? '(none)';

/** "carrier 3 delivery:" then each field, "old → new" where it changes, its value where it stays. */
function deliveryText(change: DeliveryChange): string[] {
  return [
    `carrier ${change.carrier} delivery:`,
    ...change.fields.map(({ field, before, after }) =>
      before === after
        ? `  ${field}: ${shown(after)} (unchanged)`
        : `  ${field}: ${shown(before)} → ${shown(after)}`,
    ),
  ];
}

/** The diff as the command prints it: a line a kind, counted, with what changed named. */
export function diffText(diff: CatalogDiff): string {
  if (isUnchanged(diff)) return 'No change: the store already has this catalog.';
  const lines: string[] = [];
  const kinds: [string, RecordChanges][] = [
    ['carriers', diff.carriers],
    ['agency EDI ids', diff.agency],
    ['plans', diff.plans],
    ['benefits', diff.benefits],
    ['questions', diff.questions],
    ['rules', diff.rules],
    ['agreement texts', diff.texts],
    ['option lists', diff.optionLists],
  ];
  for (const [name, changes] of kinds) {
    const parts = [
      changes.added.length ? `${changes.added.length} added (${listed(changes.added)})` : '',
      changes.removed.length ? `${changes.removed.length} removed (${listed(changes.removed)})` : '',
      changes.changed.length ? `${changes.changed.length} changed (${listed(changes.changed)})` : '',
    ].filter(Boolean);
    if (parts.length) lines.push(`${name}: ${parts.join('; ')}`);
    if (name === 'carriers') lines.push(...diff.deliveries.flatMap(deliveryText));
  }
  const { rates } = diff;
  if (rates.added + rates.removed + rates.changed > 0)
    lines.push(`rate rows: ${rates.added} added; ${rates.removed} removed; ${rates.changed} changed`);
  lines.push(...diff.site);
  return lines.join('\n');
}
