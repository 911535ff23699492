import { useSyncExternalStore } from 'react';
import { addPick, type ComparePick } from '../../domain/planComparison';

/**
 * The plans a shopper picked to compare, kept for this browser tab's session in sessionStorage:
 * plan ids and their category only, never anything about the shopper.
 */
const KEY = 'comparePlans';
const listeners = new Set<() => void>();
let fallback = '[]';

function readText(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '[]';
  } catch {
    return fallback;
  }
}

function parse(text: string): ComparePick[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is ComparePick =>
        typeof item === 'object' &&
        item !== null &&
        Number.isInteger((item as ComparePick).plan_id) &&
        typeof (item as ComparePick).category === 'string',
    );
  } catch {
    return [];
  }
}

// useSyncExternalStore needs the same array while the stored text is the same.
let cached: { text: string; picks: ComparePick[] } = { text: '[]', picks: [] };
function snapshot(): ComparePick[] {
  const text = readText();
  if (text !== cached.text) cached = { text, picks: parse(text) };
  return cached.picks;
}

function write(picks: ComparePick[]): void {
  const text = JSON.stringify(picks.map(({ plan_id, category }) => ({ plan_id, category })));
  fallback = text;
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // kept in `fallback` for this page
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The picked plans, re-rendering when they change. */
export function useComparePicks(): ComparePick[] {
  return useSyncExternalStore(subscribe, snapshot, () => cached.picks);
}

/** Adds a plan to the comparison; answers why not when it cannot join (a fourth, another category). */
export function pickForCompare(pick: ComparePick): string | null {
  const next = addPick(snapshot(), pick);
  if (!next.ok) return next.message;
  write(next.picks);
  return null;
}

/** Takes a plan out of the comparison. */
export function unpickForCompare(planId: number): void {
  write(snapshot().filter((pick) => pick.plan_id !== planId));
}

/** Empties the comparison (its plans could not be compared any more). */
export function clearComparePicks(): void {
  write([]);
}
