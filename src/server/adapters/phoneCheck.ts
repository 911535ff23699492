import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import {
  failureReason,
  getJson,
  SERVICE_TIMEOUT_MS,
  ServiceUnavailable,
  serviceUrl,
  type Warn,
} from './httpJson';

/** Whether a phone number can reach the applicant; the caller words the refusal ('Invalid phone number'). */
export interface PhoneCheck {
  check(phone: string): Promise<{ ok: boolean }>;
}

const TEN_DIGITS = /^\d{10}$/;
/** The United States and the territories that share its numbering and its zip codes. */
const US_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP']);

/** Without a phone service: ten digits that libphonenumber's full metadata takes for a US number. */
export const offlinePhoneCheck: PhoneCheck = {
  async check(phone) {
    const digits = phone.trim();
    if (!TEN_DIGITS.test(digits)) return { ok: false };
    const parsed = parsePhoneNumberFromString(digits, 'US');
    return { ok: Boolean(parsed?.isValid() && parsed.country && US_REGIONS.has(parsed.country)) };
  },
};

const numverifyFailure = z.object({
  success: z.literal(false),
  error: z.object({ code: z.union([z.number(), z.string()]).optional() }).optional(),
});
const numverifyAnswer = z.object({ valid: z.boolean() });

/**
 * A phone validation service shaped like numverify (GET validate?access_key&number&country_code=US).
 * Anything but ten digits is refused without asking; a failed call falls back to the offline rule
 * with a warning that never holds the number (nor the key, which numverify takes in the URL).
 */
export function numverifyPhoneCheck(
  options: { baseUrl: string; accessKey: string; warn: Warn; timeoutMs?: number },
  fallback: PhoneCheck = offlinePhoneCheck,
): PhoneCheck {
  const ask = async (digits: string): Promise<{ ok: boolean }> => {
    const url = serviceUrl(options.baseUrl, 'validate', {
      access_key: options.accessKey,
      number: digits,
      country_code: 'US',
    });
    const answer = await getJson(url, { timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS });
    if (answer.status !== 200) throw new ServiceUnavailable(`HTTP ${answer.status}`);
    const failure = numverifyFailure.safeParse(answer.body);
    if (failure.success) throw new ServiceUnavailable(`error code ${failure.data.error?.code ?? 'none'}`);
    const parsed = numverifyAnswer.safeParse(answer.body);
    if (!parsed.success) throw new ServiceUnavailable('unexpected answer');
    return { ok: parsed.data.valid };
  };
  return {
    async check(phone) {
      const digits = phone.trim();
      if (!TEN_DIGITS.test(digits)) return { ok: false };
      try {
        return await ask(digits);
      } catch (error) {
        options.warn(`phone check service failed (${failureReason(error)}); used the offline rule`);
        return fallback.check(digits);
      }
    },
  };
}
