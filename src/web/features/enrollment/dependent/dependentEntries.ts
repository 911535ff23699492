import type { DependentWire } from '../../../../contract/dependentCalls';
import type { HealthAnswersInput } from '../../../../domain/health/healthAnswersSchema';

/** One dependent as the step holds it: its server id, its primary_info as text, its health answers. */
export interface DependentEntry {
  dependent_id: string;
  primary_info: Record<string, string>;
  health_info?: HealthAnswersInput | undefined;
}

const LOCAL_PREFIX = 'local-';
let localCount = 0;

/** An id the browser made up for an entry read without one: used to find it here, never sent. */
export const isLocalId = (id: string) => id.startsWith(LOCAL_PREFIX);

/** Dependents as read from the server (draft, saved or on file), every primary value as text. */
export function entriesOf(list: readonly DependentWire[]): DependentEntry[] {
  return list.map((item) => {
    const primary: Record<string, string> = {};
    for (const [key, value] of Object.entries(item.primary_info)) {
      if (typeof value === 'string') primary[key] = value;
    }
    localCount += 1;
    return {
      dependent_id: item.dependent_id || `${LOCAL_PREFIX}${localCount}`,
      primary_info: primary,
      ...(item.health_info ? { health_info: item.health_info as HealthAnswersInput } : {}),
    };
  });
}

/** A dependent as the calls take it: `employed` always '0', no made-up id, empty values left out. */
export function toWire(entry: DependentEntry): DependentWire {
  const primary = Object.fromEntries(
    Object.entries(entry.primary_info).filter(([key, value]) => key !== 'employed' && value !== ''),
  );
  return {
    ...(isLocalId(entry.dependent_id) ? {} : { dependent_id: entry.dependent_id }),
    primary_info: { ...primary, employed: '0' },
    ...(entry.health_info ? { health_info: entry.health_info as DependentWire['health_info'] } : {}),
  };
}

/** The relationship as the list shows it. */
export function relationshipLabel(relationship: string | undefined): string {
  if (relationship === 'spouse') return 'Spouse';
  if (relationship === 'child') return 'Child';
  return relationship ?? '';
}

/** The name shown for a dependent: first and last. */
export function nameOf(entry: DependentEntry): string {
  return [entry.primary_info.first_name, entry.primary_info.last_name].filter((p) => p?.trim()).join(' ');
}

/** The relationship of each entry, in order, for the count rules. */
export const relationshipsOf = (entries: readonly DependentEntry[]) =>
  entries.map((entry) => entry.primary_info.relationship ?? '');
