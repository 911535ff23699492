/** How many plans a shopper can compare at once. */
export const COMPARE_LIMIT = 3;

/** Told when a fourth plan is picked (the screen and the server say the same). */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} plans at a time. Remove one to add another.`;

/** Told when plans of different categories are picked together. */
export const COMPARE_ONE_CATEGORY_MESSAGE =
  'You can compare plans of one category at a time. Remove the plans you picked to compare another category.';

/** A picked plan as the browser keeps it: ids and the category only, never anything about the shopper. */
export interface ComparePick {
  plan_id: number;
  category: string;
}

/** The picks with one more plan, or why it cannot join them (a fourth plan, another category). */
export function addPick(
  picks: readonly ComparePick[],
  pick: ComparePick,
): { ok: true; picks: ComparePick[] } | { ok: false; message: string } {
  if (picks.some((p) => p.plan_id === pick.plan_id)) return { ok: true, picks: [...picks] };
  if (picks.some((p) => p.category !== pick.category))
    return { ok: false, message: COMPARE_ONE_CATEGORY_MESSAGE };
  if (picks.length >= COMPARE_LIMIT) return { ok: false, message: COMPARE_LIMIT_MESSAGE };
  return { ok: true, picks: [...picks, pick] };
}

/** The questions a plan's FAQ text answers ("When does coverage start? On the ... Can I cancel? Yes ..."). */
export function faqQuestions(faqText: string): string[] {
  const questions: string[] = [];
  for (const sentence of faqText.match(/[^.?!]+[.?!]?/g) ?? []) {
    const trimmed = sentence.trim();
    if (trimmed.endsWith('?')) questions.push(trimmed);
  }
  return questions;
}
