import { act } from 'react';

/**
 * What a person does with a rendered form, for the component tests: find a control by the label
 * the page shows, a button by its words, and type, choose and click as the browser would report it.
 */

/** The words of a label or legend as read, without the required mark. */
const shownText = (element: Element) =>
  (element.textContent ?? '')
    .replace(/\s*\*\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The control a label names (by `for`, or the one inside it); throws when no label reads so. */
export function labelled<T extends HTMLElement = HTMLInputElement>(within: HTMLElement, label: string): T {
  const found = [...within.querySelectorAll('label')].find((element) => shownText(element) === label);
  const control = found?.htmlFor
    ? within.querySelector(`#${CSS.escape(found.htmlFor)}`)
    : found?.querySelector('input, select, textarea');
  if (!control) throw new Error(`No control labelled "${label}"`);
  return control as T;
}

/** Whether a button named so is on screen. */
export const hasButton = (within: HTMLElement, name: string) =>
  [...within.querySelectorAll('button')].some(
    (element) => (element.getAttribute('aria-label') ?? shownText(element)) === name,
  );

/** Whether a control labelled so is on screen. */
export const hasLabelled = (within: HTMLElement, label: string) =>
  [...within.querySelectorAll('label')].some((element) => shownText(element) === label);

/** The radio or checkbox of a group (by its legend) whose label reads `option`. */
export function choiceIn(within: HTMLElement, legend: string, option: string): HTMLInputElement {
  const group = [...within.querySelectorAll('fieldset')].find(
    (fieldset) =>
      fieldset.querySelector('legend') && shownText(fieldset.querySelector('legend') as Element) === legend,
  );
  const label = [...(group?.querySelectorAll('label') ?? [])].find(
    (element) => shownText(element) === option,
  );
  const input = label?.querySelector('input');
  if (!input) throw new Error(`No choice "${option}" under "${legend}"`);
  return input;
}

/** The button named `name` (its aria-label, else its words); throws when there is none. */
export function button(within: HTMLElement, name: string): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find(
    (element) => (element.getAttribute('aria-label') ?? shownText(element)) === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found;
}

/** The texts an element's aria-describedby points at, in order. */
export function descriptionOf(element: Element): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

export const click = (element: HTMLElement) => act(async () => element.click());

/** Types `value` into a text input as one edit: the value changes, then an input event. */
export async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Picks an option of a select by its value: the value changes, then a change event. */
export async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The error summary's links as they read. */
export const summaryLinks = (within: HTMLElement) =>
  [...within.querySelectorAll<HTMLAnchorElement>('[role="alert"] a')].map((a) => a.textContent ?? '');
