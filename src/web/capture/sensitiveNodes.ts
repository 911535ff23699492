/** What the screenshot filter reads of a DOM node; plain objects stand in for nodes in the unit test. */
export interface NodeLike {
  nodeType: number;
  tagName?: string;
  getAttribute?(name: string): string | null;
  hasAttribute?(name: string): boolean;
}

/** Marks an element whose content must never appear in a step's screenshot (SSN, bank and card numbers). */
const SENSITIVE_ATTRIBUTE = 'data-sensitive';

const ELEMENT_NODE = 1;
/** Card fields are left out by their autofill hint too, in case a form forgets the attribute. */
const SENSITIVE_AUTOCOMPLETE = new Set(['cc-number', 'cc-csc']);

/**
 * Whether a node may be painted into a step's screenshot: elements marked data-sensitive, password
 * inputs and card number and security code inputs are left out (with everything inside them).
 */
export function keepInScreenshot(node: NodeLike): boolean {
  if (node.nodeType !== ELEMENT_NODE) return true;
  if (node.hasAttribute?.(SENSITIVE_ATTRIBUTE)) return false;
  if (node.tagName?.toUpperCase() !== 'INPUT') return true;
  const type = (node.getAttribute?.('type') ?? '').toLowerCase();
  const autocomplete = (node.getAttribute?.('autocomplete') ?? '').toLowerCase();
  return type !== 'password' && !SENSITIVE_AUTOCOMPLETE.has(autocomplete);
}
