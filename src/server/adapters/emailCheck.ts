import { z } from 'zod';
import {
  failureReason,
  getJson,
  SERVICE_TIMEOUT_MS,
  ServiceUnavailable,
  serviceUrl,
  type Warn,
} from './httpJson';

/** Whether an e-mail address can reach the applicant; the caller words the refusal. */
export interface EmailCheck {
  check(email: string): Promise<{ ok: boolean }>;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: letters only, or an internationalised one in its xn-- form. */
const TLD = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** Names reserved so that they never receive mail (RFC 2606, RFC 6761, mDNS). */
const RESERVED_TLDS = new Set(['invalid', 'test', 'localhost', 'example', 'local']);

/**
 * Without a mail service: a plain address (no quoted or bracketed forms) whose domain has at least
 * two labels, ends in a real-looking top-level domain and is not a reserved name such as
 * example.invalid or localhost. Nothing leaves the machine.
 */
export const offlineEmailCheck: EmailCheck = {
  async check(email) {
    const address = email.trim();
    if (address.length > 254) return { ok: false };
    const at = address.lastIndexOf('@');
    const local = address.slice(0, at);
    const domain = address.slice(at + 1).toLowerCase();
    if (at < 1 || local.length > 64 || !LOCAL_PART.test(local)) return { ok: false };
    const labels = domain.split('.');
    const tld = labels[labels.length - 1] ?? '';
    const shaped = labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TLD.test(tld);
    return { ok: shaped && !RESERVED_TLDS.has(tld) };
  },
};

const neverBounceAnswer = z.object({ status: z.string(), result: z.string().optional() });
const REFUSED_RESULTS = new Set(['invalid', 'disposable']);
const ACCEPTED_RESULTS = new Set(['valid', 'catchall', 'unknown']);

/**
 * An e-mail verification service shaped like NeverBounce (GET v4/single/check?key&email). Addresses
 * the offline rule refuses are refused without asking; "invalid" and "disposable" are refused, the
 * other results accepted. A failed call falls back to the offline rule with a warning that never
 * holds the address.
 */
export function neverBounceEmailCheck(
  options: { baseUrl: string; key: string; warn: Warn; timeoutMs?: number },
  fallback: EmailCheck = offlineEmailCheck,
): EmailCheck {
  const ask = async (email: string): Promise<{ ok: boolean }> => {
    const url = serviceUrl(options.baseUrl, 'v4/single/check', { key: options.key, email });
    const answer = await getJson(url, { timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS });
    if (answer.status !== 200) throw new ServiceUnavailable(`HTTP ${answer.status}`);
    const parsed = neverBounceAnswer.safeParse(answer.body);
    if (!parsed.success) throw new ServiceUnavailable('unexpected answer');
    const { status, result = '' } = parsed.data;
    if (status !== 'success') {
      throw new ServiceUnavailable(/^[a-z_]{1,40}$/.test(status) ? `status ${status}` : 'not a success');
    }
    if (REFUSED_RESULTS.has(result)) return { ok: false };
    if (ACCEPTED_RESULTS.has(result)) return { ok: true };
    throw new ServiceUnavailable('unexpected result');
  };
  return {
    async check(email) {
      const address = email.trim();
      if (!(await fallback.check(address)).ok) return { ok: false };
      try {
        return await ask(address);
      } catch (error) {
        options.warn(`e-mail check service failed (${failureReason(error)}); used the offline rule`);
        return { ok: true }; // the offline rule already passed above
      }
    },
  };
}
