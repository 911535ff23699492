import { randomBytes } from 'node:crypto';
import { STEP_CATALOG } from '../../contract/wizardStepCatalog';
import type { WizardStep } from '../../domain/wizardSteps';
import type { SecretBox } from '../db/secretBox';

type Doc = Record<string, unknown>;

/** Never stored in any form. */
const DISCARDED_FIELDS = ['security_code'];
const MASK_CHAR = '•';

/** Longest run of mask characters: a number keeps its length, a signature image shrinks to a short marker. */
const MAX_MASK_RUN = 21;

/** The last four characters after a run of mask characters (as long as the rest, at most 21). */
export function maskValue(plain: string): string {
  return MASK_CHAR.repeat(Math.min(Math.max(plain.length - 4, 0), MAX_MASK_RUN)) + plain.slice(-4);
}

const listOf = (doc: Doc | null | undefined, key: string): Doc[] =>
  doc && Array.isArray(doc[key]) ? (doc[key] as Doc[]) : [];

const isDoc = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted field path ("primary_info.ssn"); undefined where a part is missing. */
function valueAt(doc: Doc, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) value = isDoc(value) ? value[key] : undefined;
  return value;
}

/** A copy with the value at a dotted path replaced; only called where the path exists. */
function withValueAt(doc: Doc, path: string, value: unknown): Doc {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...doc, [head]: value };
  const inner = doc[head];
  return { ...doc, [head]: withValueAt(isDoc(inner) ? inner : {}, rest.join('.'), value) };
}

/** Applies `change` to every secret field of a step's document (each entry's, for a list step). */
function mapSecrets(step: WizardStep, doc: Doc, change: (value: string) => string): Doc {
  const { list, fields } = STEP_CATALOG[step].secrets;
  if (fields.length === 0) return doc;
  const mapOne = (item: Doc): Doc => {
    let copy = { ...item };
    for (const field of fields) {
      const value = valueAt(copy, field);
      if (typeof value === 'string' && value !== '') copy = withValueAt(copy, field, change(value));
    }
    return copy;
  };
  if (!list) return mapOne(doc);
  return { ...doc, [list.key]: listOf(doc, list.key).map(mapOne) };
}

export function sealTab(step: WizardStep, doc: Doc, box: SecretBox): Doc {
  const kept = { ...doc };
  for (const field of DISCARDED_FIELDS) delete kept[field];
  return mapSecrets(step, kept, (value) => box.seal(value));
}

export function openTab(step: WizardStep, doc: Doc, box: SecretBox): Doc {
  return mapSecrets(step, doc, (value) => box.open(value));
}

export function maskTab(step: WizardStep, sealed: Doc, box: SecretBox): Doc {
  return mapSecrets(step, sealed, (value) => maskValue(box.open(value)));
}

/** A new list entry's id: random, so entries are told apart by who they are, never by position. */
export function newEntryId(): string {
  return randomBytes(9).toString('base64url');
}

/** Gives every entry of a list step an id; entries that have one keep it. */
export function withEntryIds(step: WizardStep, doc: Doc): Doc {
  const list = STEP_CATALOG[step].secrets.list;
  if (!list) return doc;
  return {
    ...doc,
    [list.key]: listOf(doc, list.key).map((item) =>
      typeof item[list.id] === 'string' && item[list.id] !== '' ? item : { ...item, [list.id]: newEntryId() },
    ),
  };
}

/**
 * Whether a document sent back holds a masked number (a secret field starting with the mask
 * character): only then does resolveMasks need the stored documents, so a save without one reads
 * and unseals nothing.
 */
export function hasMasks(step: WizardStep, doc: Doc): boolean {
  let masked = false;
  mapSecrets(step, doc, (value) => {
    if (value.startsWith(MASK_CHAR)) masked = true;
    return value;
  });
  return masked;
}

type MaskResult = { ok: true; doc: Doc } | { ok: false; path: string };

/**
 * A form sent back with a masked number keeps the number on file when the mask matches the one
 * stored for the same field (for a list, the entry with the same id). Returns the document with
 * real numbers, or the path of a mask that matches nothing.
 */
export function resolveMasks(step: WizardStep, incoming: Doc, stored: Doc[], box: SecretBox): MaskResult {
  const { list, fields } = STEP_CATALOG[step].secrets;
  if (fields.length === 0) return { ok: true, doc: incoming };
  const opened = stored.map((doc) => openTab(step, doc, box));
  const fix = (item: Doc, held: Doc[], prefix: string): MaskResult => {
    let copy = { ...item };
    for (const field of fields) {
      const value = valueAt(copy, field);
      if (typeof value !== 'string' || !value.startsWith(MASK_CHAR)) continue;
      const plain = held
        .map((h) => valueAt(h, field))
        .find((p) => typeof p === 'string' && maskValue(p) === value);
      if (typeof plain !== 'string') return { ok: false, path: `${prefix}${field}` };
      copy = withValueAt(copy, field, plain);
    }
    return { ok: true, doc: copy };
  };
  if (!list) return fix(incoming, opened, '');
  const out: Doc[] = [];
  for (const [index, item] of listOf(incoming, list.key).entries()) {
    const id = item[list.id];
    const held = opened
      .flatMap((doc) => listOf(doc, list.key))
      .filter((h) => id !== undefined && h[list.id] === id);
    const fixed = fix(item, held, `${list.key}.${index}.`);
    if (!fixed.ok) return fixed;
    out.push(fixed.doc);
  }
  return { ok: true, doc: { ...incoming, [list.key]: out } };
}
