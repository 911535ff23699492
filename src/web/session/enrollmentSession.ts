import { storedValue } from './storedValue';

/**
 * The temporary enrollment id the spec keeps under "tempId". It opens nothing by itself: the
 * server also checks the HttpOnly cookie that binds this browser to the enrollment.
 */
const tempId = storedValue('tempId');

export function setEnrollmentId(id: string | null): void {
  tempId.write(id || null);
}

/** The id outside a render: for asking for a page's answers before the first render. */
export function readEnrollmentId(): string | null {
  return tempId.read();
}

export function useEnrollmentId(): string | null {
  return tempId.useValue();
}
