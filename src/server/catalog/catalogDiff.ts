import type { StoredCatalog } from './catalogExport';
import { type FieldChange, fieldChanges } from './fieldChanges';
import type { CatalogRecords } from './packageSchema';
import { type RateChanges, rateChanges } from './rateDiff';
import { siteFaceChanges } from './siteFaceStore';

/** A record that changes: its own id or name, and each field old → new. */
interface ChangedRecord {
  id: number | string;
  fields: FieldChange[];
}

/** What changes in one kind of record: ids (or names) added and removed, and each changed record's fields. */
export interface RecordChanges {
  added: (number | string)[];
  removed: (number | string)[];
  changed: ChangedRecord[];
}

/** One field of a carrier's delivery, before and after; null where the delivery has none. */
interface DeliveryField {
  field: (typeof DELIVERY_FIELDS)[number];
  before: string | null;
  after: string | null;
}

/** A carrier whose delivery changes (added, removed, or other settings): every field, old and new. */
export interface DeliveryChange {
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
  /** life_events.json's events, by id. */
  lifeEvents: RecordChanges;
  /** site.json: a line for each site whose face changes (siteFaceStore.ts). */
  site: string[];
}

/** The kinds of record a diff names, each with its heading and the noun a record of it is named with. */
export const RECORD_KINDS = [
  ['carriers', 'carriers', 'carrier'],
  ['agency', 'agency EDI ids', 'agency EDI ids'],
  ['plans', 'plans', 'plan'],
  ['benefits', 'benefits', 'benefits of plan'],
  ['questions', 'questions', 'question'],
  ['rules', 'rules', ''],
  ['texts', 'agreement texts', 'agreement text'],
  ['optionLists', 'option lists', 'option list'],
  ['lifeEvents', 'life events', 'life event'],
] as const satisfies readonly (readonly [
  keyof Omit<CatalogDiff, 'rates' | 'deliveries' | 'site'>,
  string,
  string,
])[];

/** A carrier's delivery is shown whole by `deliveries`: its fields are not repeated among the carrier's. */
const notDelivery = (change: FieldChange) => !change.field.startsWith('edi.delivery');

function compare<T>(
  before: Map<number | string, T>,
  after: Map<number | string, T>,
  shown: (change: FieldChange) => boolean = () => true,
): RecordChanges {
  const changes: RecordChanges = { added: [], removed: [], changed: [] };
  for (const [id, record] of after) {
    if (!before.has(id)) changes.added.push(id);
    else {
      const fields = fieldChanges(before.get(id), record);
      if (fields.length > 0) changes.changed.push({ id, fields: fields.filter(shown) });
    }
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

/** Life events by their own id (a text id, not a number: byId's are numbers). */
const eventsById = (events: StoredCatalog['lifeEvents']) =>
  new Map<number | string, unknown>((events ?? []).map((event) => [event.id, event]));

/** The agency's EDI ids as a record named 'agency', or none. */
function agencyOf(records: CatalogRecords | undefined) {
  const agency = records?.manifest.agency;
  return new Map<number | string, unknown>(agency ? [['agency', agency]] : []);
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
    carriers: compare(was ? byId(was.carriers) : empty, byId(next.records.carriers), notDelivery),
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
    lifeEvents: compare(eventsById(current?.lifeEvents), eventsById(next.lifeEvents)),
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
