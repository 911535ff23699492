/** JSON documents are stored as text on both databases; this is the one place that converts them. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJsonText<T>(text: string): T {
  return JSON.parse(text) as T;
}
