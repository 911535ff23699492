import { storedValue } from './storedValue';

/**
 * The temporary enrollment id the spec keeps under "tempId". It opens nothing by itself: the
 * server also checks the HttpOnly cookie that binds this browser to the enrollment.
 */
const tempId = storedValue('tempId');

export function setEnrollmentId(id: string | null): void {
  tempId.write(id || null);
}

export function useEnrollmentId(): string | null {
  return tempId.useValue();
}
