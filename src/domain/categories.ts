export const CATEGORIES = [
  'dental',
  'vision',
  'medical',
  'limitedmed',
  'term_life',
  'supplemental',
  'lifestyle',
  'rx',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
  'guaranteed',
] as const;
export type Category = (typeof CATEGORIES)[number];

const LABELS: Record<Category, string> = {
  dental: 'Dental',
  vision: 'Vision',
  medical: 'Medical',
  limitedmed: 'Limited Med',
  term_life: 'Term Life',
  supplemental: 'Supplemental',
  lifestyle: 'Lifestyle',
  rx: 'RX',
  di: 'Disability Income',
  critical: 'Critical Illness',
  accident: 'Accident',
  hospital: 'Hospital',
  pet: 'Pet',
  guaranteed: 'Guaranteed',
};

export function categoryLabel(category: Category): string {
  return LABELS[category];
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}
