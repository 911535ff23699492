import type { WizardStep } from '../../../domain/wizardSteps';
import type { SecretBox } from '../../adapters/secretBox';

type Doc = Record<string, unknown>;

/** Where each step keeps numbers that are sealed at rest and masked on the way out. */
const SECRET_FIELDS: Partial<Record<WizardStep, { list?: string; fields: string[] }>> = {
  personal: { fields: ['ssn'] },
  beneficiary: { list: 'beneficiaries', fields: ['ssn'] },
  dependent: { list: 'dependents', fields: ['ssn'] },
  billing: { fields: ['account_number', 'card_number'] },
};

/** Never stored in any form. */
const DISCARDED_FIELDS = ['security_code'];

export const MASK_CHAR = '•';

export function maskValue(plain: string): string {
  return MASK_CHAR.repeat(Math.max(plain.length - 4, 0)) + plain.slice(-4);
}

function mapSecrets(step: WizardStep, doc: Doc, change: (value: string) => string): Doc {
  const spec = SECRET_FIELDS[step];
  if (!spec) return doc;
  const mapOne = (item: Doc): Doc => {
    const copy = { ...item };
    for (const field of spec.fields) {
      const value = copy[field];
      if (typeof value === 'string' && value !== '') copy[field] = change(value);
    }
    return copy;
  };
  if (!spec.list) return mapOne(doc);
  const list = Array.isArray(doc[spec.list]) ? (doc[spec.list] as Doc[]) : [];
  return { ...doc, [spec.list]: list.map(mapOne) };
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

type MaskResult = { ok: true; doc: Doc } | { ok: false; path: string };

/**
 * A form sent back with a masked number keeps the number on file, when the mask matches the
 * number stored at the same place. Returns the document with real numbers, or the path of a
 * mask that matches nothing.
 */
export function resolveMasks(
  step: WizardStep,
  incoming: Doc,
  storedSealed: Doc | null,
  box: SecretBox,
): MaskResult {
  const spec = SECRET_FIELDS[step];
  if (!spec) return { ok: true, doc: incoming };
  const stored = storedSealed ? openTab(step, storedSealed, box) : null;
  const fix = (item: Doc, held: Doc | undefined, prefix: string): MaskResult => {
    const copy = { ...item };
    for (const field of spec.fields) {
      const value = copy[field];
      if (typeof value !== 'string' || !value.startsWith(MASK_CHAR)) continue;
      const plain = held?.[field];
      if (typeof plain !== 'string' || maskValue(plain) !== value)
        return { ok: false, path: `${prefix}${field}` };
      copy[field] = plain;
    }
    return { ok: true, doc: copy };
  };
  if (!spec.list) return fix(incoming, stored ?? undefined, '');
  const list = Array.isArray(incoming[spec.list]) ? (incoming[spec.list] as Doc[]) : [];
  const heldList = stored && Array.isArray(stored[spec.list]) ? (stored[spec.list] as Doc[]) : [];
  const out: Doc[] = [];
  for (const [index, item] of list.entries()) {
    const fixed = fix(item, heldList[index], `${spec.list}.${index}.`);
    if (!fixed.ok) return fixed;
    out.push(fixed.doc);
  }
  return { ok: true, doc: { ...incoming, [spec.list]: out } };
}
