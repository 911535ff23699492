import type { BeneficiaryOnFile } from '../../../../contract/beneficiaryCalls';
import type { StepDocument } from '../../../../contract/stepDocuments';

/** One beneficiary as the step holds it: its id and its fields as text (others the configuration may add too). */
export interface BeneficiaryEntry {
  beneficiary_id: string;
  first_name?: string;
  middle_name?: string;
  last_name?: string;
  birthdate?: string;
  ssn?: string;
  relationship?: string;
  beneficiary_percentage?: string;
  [field: string]: string | undefined;
}

type Incoming = StepDocument<'beneficiary'>['beneficiaries'][number] | BeneficiaryOnFile;

const LOCAL_PREFIX = 'local-';
let localCount = 0;

/** An id the browser made up for an entry read without one: used to find it here, never sent. */
export const isLocalId = (id: string) => id.startsWith(LOCAL_PREFIX);

/** Entries as read from the server, every value as text; the server's ids are kept. */
export function entriesOf(list: readonly Incoming[]): BeneficiaryEntry[] {
  return list.map((item) => {
    const values: Record<string, string> = {};
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === 'string') values[key] = value;
    }
    localCount += 1;
    const id = typeof item.beneficiary_id === 'string' && item.beneficiary_id ? item.beneficiary_id : null;
    return { ...values, beneficiary_id: id ?? `${LOCAL_PREFIX}${localCount}` };
  });
}

/** An entry as the save and the single check take it: without a made-up id. */
export function toWire(entry: BeneficiaryEntry): Record<string, string> {
  const { beneficiary_id: id, ...rest } = entry;
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) values[key] = value;
  return isLocalId(id) ? values : { beneficiary_id: id, ...values };
}

/** The form's checked values as an entry's text (fields the form does not show are left out). */
export function entryFrom(id: string, values: Record<string, unknown>): BeneficiaryEntry {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) text[key] = String(value);
  }
  return { ...text, beneficiary_id: id };
}

/** The name shown for an entry: first, middle and last. */
export function fullName(entry: BeneficiaryEntry): string {
  return [entry.first_name, entry.middle_name, entry.last_name].filter((part) => part?.trim()).join(' ');
}

/** The SSN as the list shows it: only its last four digits, whether typed here or masked by the server. */
export function shownSsn(ssn: string | undefined): string {
  if (!ssn) return '';
  return `•••••${ssn.slice(-4)}`;
}
