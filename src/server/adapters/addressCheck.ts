import { z } from 'zod';
import {
  failureReason,
  getJson,
  SERVICE_TIMEOUT_MS,
  ServiceUnavailable,
  serviceUrl,
  type Warn,
} from './httpJson';
import type { ZipDirectory } from './zipDirectory';

/** A postal address as the Contact step takes it (state as two letters, zip as five digits). */
export interface AddressInput {
  address1: string;
  address2?: string | undefined;
  city: string;
  state: string;
  zip: string;
}

/** Which field is wrong and what to tell the applicant there. */
type AddressVerdict =
  | { ok: true; zip4?: string }
  | { ok: false; target: 'zip' | 'city' | 'state' | 'address1'; message: string };

/** "USPS address validation": whether an address is deliverable as typed. */
export interface AddressCheck {
  check(address: AddressInput): Promise<AddressVerdict>;
}

/** Our wording (the spec gives none); docs/decisions.md lists them. */
export const ADDRESS_MESSAGES = {
  notFound: 'Address not found by USPS. Check the street, city and zip code.',
  zipNotFound: 'Zip code not found',
  zipMismatch: 'Zip code does not match this address',
  stateMismatch: 'State does not match the zip code',
  cityMismatch: 'City does not match the zip code',
} as const;

const sameCity = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** Compares what the applicant typed with the place a source gave for it: zip, then state, then city. */
function compareWithPlace(address: AddressInput, place: { zip: string; state: string; city: string }) {
  if (place.zip !== address.zip.trim()) {
    return { ok: false, target: 'zip', message: ADDRESS_MESSAGES.zipMismatch } as const;
  }
  if (place.state.toUpperCase() !== address.state.trim().toUpperCase()) {
    return { ok: false, target: 'state', message: ADDRESS_MESSAGES.stateMismatch } as const;
  }
  if (!sameCity(place.city, address.city)) {
    return { ok: false, target: 'city', message: ADDRESS_MESSAGES.cityMismatch } as const;
  }
  return null;
}

/** Without a postal service: the zip must exist and lie in the city and state typed (offline zip dataset). */
export function offlineAddressCheck(zips: ZipDirectory): AddressCheck {
  return {
    async check(address) {
      const place = zips.lookup(address.zip.trim());
      if (!place) return { ok: false, target: 'zip', message: ADDRESS_MESSAGES.zipNotFound };
      return compareWithPlace(address, place) ?? { ok: true };
    },
  };
}

const uspsAnswer = z.object({
  address: z.object({
    city: z.string(),
    state: z.string(),
    ZIPCode: z.string(),
    ZIPPlus4: z.string().nullish(),
  }),
});

/**
 * A postal address service shaped like the USPS Addresses API v3 (GET addresses/v3/address with a
 * bearer token). A 400 or 404 means the address was not found; any other failure falls back to the
 * offline rule with a warning, so the applicant is never blocked by the service being down.
 */
export function uspsAddressCheck(
  options: { baseUrl: string; token: string; warn: Warn; timeoutMs?: number },
  fallback: AddressCheck,
): AddressCheck {
  const ask = async (address: AddressInput): Promise<AddressVerdict> => {
    const query: Record<string, string> = {
      streetAddress: address.address1.trim(),
      city: address.city.trim(),
      state: address.state.trim().toUpperCase(),
      ZIPCode: address.zip.trim(),
    };
    const secondary = address.address2?.trim();
    if (secondary) query.secondaryAddress = secondary;
    const answer = await getJson(serviceUrl(options.baseUrl, 'addresses/v3/address', query), {
      timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
      headers: { authorization: `Bearer ${options.token}` },
    });
    if (answer.status === 400 || answer.status === 404) {
      return { ok: false, target: 'address1', message: ADDRESS_MESSAGES.notFound };
    }
    if (answer.status !== 200) throw new ServiceUnavailable(`HTTP ${answer.status}`);
    const parsed = uspsAnswer.safeParse(answer.body);
    if (!parsed.success) throw new ServiceUnavailable('unexpected answer');
    const found = parsed.data.address;
    const mismatch = compareWithPlace(address, { zip: found.ZIPCode, state: found.state, city: found.city });
    if (mismatch) return mismatch;
    return found.ZIPPlus4 && /^\d{4}$/.test(found.ZIPPlus4)
      ? { ok: true, zip4: found.ZIPPlus4 }
      : { ok: true };
  };
  return {
    async check(address) {
      try {
        return await ask(address);
      } catch (error) {
        options.warn(`address check service failed (${failureReason(error)}); used the offline zip rule`);
        return fallback.check(address);
      }
    },
  };
}
