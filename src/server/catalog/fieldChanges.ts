import { isDeepStrictEqual } from 'node:util';

/** One field of a record, before and after (undefined where the record has none). */
export interface FieldChange {
  /** Where in the record: "name", "options[Plus].label", "edi.schedule". */
  field: string;
  old: unknown;
  new: unknown;
}

/** A list element's own name where it has one (an id, a name, a value), else its place. */
function elementKey(element: unknown, index: number): string {
  if (element && typeof element === 'object' && !Array.isArray(element)) {
    const own = element as Record<string, unknown>;
    for (const key of ['id', 'name', 'value', 'code', 'label'])
      if (typeof own[key] === 'string' || typeof own[key] === 'number') return String(own[key]);
  }
  return String(index);
}

/** A list of named objects (every element has a distinct own name) is compared by name, not by place. */
function byName(list: unknown[]): Map<string, unknown> | null {
  if (!list.every((element) => element && typeof element === 'object' && !Array.isArray(element)))
    return null;
  const named = new Map(list.map((element, index) => [elementKey(element, index), element]));
  return named.size === list.length &&
    list.every((element, index) => elementKey(element, index) !== String(index))
    ? named
    : null;
}

const plain = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Every field that differs between two versions of a record, leaf by leaf: objects by key, lists of
 * named objects by their names ("options[Plus]"), other lists whole (a reorder shows as the list old → new).
 */
export function fieldChanges(before: unknown, after: unknown, at = ''): FieldChange[] {
  const old = plain(before);
  const now = plain(after);
  if (isDeepStrictEqual(old, now)) return [];
  const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  if (isObject(old) && isObject(now)) {
    const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
    return keys.flatMap((key) => fieldChanges(old[key], now[key], at ? `${at}.${key}` : key));
  }
  if (Array.isArray(old) && Array.isArray(now)) {
    const was = byName(old);
    const is = byName(now);
    const sameOrder =
      was &&
      is &&
      [...was.keys()].filter((key) => is.has(key)).join('\u0000') ===
        [...is.keys()].filter((key) => was.has(key)).join('\u0000');
    if (was && is && sameOrder) {
      const keys = [...new Set([...was.keys(), ...is.keys()])];
      return keys.flatMap((key) => fieldChanges(was.get(key), is.get(key), `${at}[${key}]`));
    }
  }
  return [{ field: at, old, new: now }];
}
