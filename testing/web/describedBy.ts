/** The texts an element's aria-describedby points at, in order (what a screen reader reads after its name). */
export function describedBy(element: Element): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}
