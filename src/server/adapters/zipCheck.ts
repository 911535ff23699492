import { z } from 'zod';
import { INVALID_ZIP } from '../../domain/forms/eligibilityForm';
import {
  failureReason,
  postJson,
  SERVICE_TIMEOUT_MS,
  ServiceUnavailable,
  serviceUrl,
  type Warn,
} from './httpJson';
import type { ZipDirectory } from './zipDirectory';

/** Whether a zip code is one the store can serve, and if not what to tell the shopper. */
type ZipVerdict = { ok: true } | { ok: false; message: string };

/** The external zip validation (document 1, 7: "also called by POST with zip"). */
export interface ZipCheck {
  check(zip: string): Promise<ZipVerdict>;
}

/** Without a service: the zip must be in the offline zip dataset. */
export function offlineZipCheck(zips: ZipDirectory): ZipCheck {
  return {
    async check(zip) {
      return zips.lookup(zip.trim()) ? { ok: true } : { ok: false, message: INVALID_ZIP };
    },
  };
}

/** The service's answer: its result shape is not shown in the spec, so ours is { valid, message? }. */
const zipAnswer = z.object({ valid: z.boolean(), message: z.string().max(200).optional() });

/**
 * An outside zip validation service: POST {base}/validate-zip with { zip } and a bearer token.
 * Any failure (down, slow, odd answer) falls back to the offline rule with a warning, so a shopper
 * is never blocked by the service being unavailable.
 */
export function remoteZipCheck(
  options: { baseUrl: string; token: string; warn: Warn; timeoutMs?: number },
  fallback: ZipCheck,
): ZipCheck {
  const ask = async (zip: string): Promise<ZipVerdict> => {
    const answer = await postJson(
      serviceUrl(options.baseUrl, 'validate-zip', {}),
      { zip },
      {
        timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
        headers: { authorization: `Bearer ${options.token}` },
      },
    );
    if (answer.status !== 200) throw new ServiceUnavailable(`HTTP ${answer.status}`);
    const parsed = zipAnswer.safeParse(answer.body);
    if (!parsed.success) throw new ServiceUnavailable('unexpected answer');
    // The service's own wording is not shown to shoppers: the store's message is.
    return parsed.data.valid ? { ok: true } : { ok: false, message: INVALID_ZIP };
  };
  return {
    async check(zip) {
      try {
        return await ask(zip.trim());
      } catch (error) {
        options.warn(`zip check service failed (${failureReason(error)}); used the offline zip rule`);
        return fallback.check(zip);
      }
    },
  };
}
