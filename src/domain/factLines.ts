import {
  categoryFacts,
  type Facts,
  type FactValue,
  factText,
  optionFacts,
  type PlanBenefits,
} from './benefitFacts';
import type { Category } from './categories';
import { keyFactKeys } from './keyFacts';

/** One fact as a shopper reads it: its label and its value in words, with the value itself (for sorting). */
export interface FactLine {
  key: string;
  label: string;
  value: FactValue;
  text: string;
}

/** A carrier's own fact, in its words. */
export interface CarrierFactLine {
  label: string;
  text: string;
}

/** The standard facts of a category that `facts` gives, as lines in the category's reading order. */
export function factLines(category: Category, facts: Facts, only?: ReadonlySet<string>): FactLine[] {
  return categoryFacts(category)
    .filter((fact) => Object.hasOwn(facts, fact.key) && (!only || only.has(fact.key)))
    .map((fact) => {
      const value = facts[fact.key] as FactValue;
      return { key: fact.key, label: fact.label, value, text: factText(fact.key, value) };
    });
}

/** The category's key facts (domain/keyFacts) that a plan gives: what its card shows. */
export function keyFactLines(category: Category, benefits: PlanBenefits): FactLine[] {
  const byKey = new Map(factLines(category, benefits.facts).map((line) => [line.key, line]));
  return keyFactKeys(category).flatMap((key) => byKey.get(key) ?? []);
}

/** Every fact of a plan (its first option's), then the carrier's own: what its page's table shows. */
export function planFactLines(
  category: Category,
  benefits: PlanBenefits,
): { facts: FactLine[]; carrierFacts: CarrierFactLine[] } {
  return {
    facts: factLines(category, benefits.facts),
    carrierFacts: (benefits.extra ?? []).map((extra) => ({ label: extra.label, text: extra.value })),
  };
}

/** The keys whose value is not the same in every pricing option of the plan. */
function differingKeys(benefits: PlanBenefits): Set<string> {
  const keys = new Set<string>();
  for (const overrides of Object.values(benefits.options ?? {})) {
    for (const [key, value] of Object.entries(overrides)) {
      if (benefits.facts[key] !== value) keys.add(key);
    }
  }
  return keys;
}

/**
 * What one pricing option gives where the plan's options differ: that option's values of the facts
 * that are not the same in every option (none when the options do not differ in their facts).
 */
export function optionFactLines(category: Category, benefits: PlanBenefits, optionLabel: string): FactLine[] {
  const differing = differingKeys(benefits);
  if (differing.size === 0) return [];
  return factLines(category, optionFacts(benefits, optionLabel), differing);
}
