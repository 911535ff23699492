import { z } from 'zod';
import { isValidRoutingNumber } from '../../domain/paymentNumbers';
import type { Db } from '../db/database';
import {
  failureReason,
  getJson,
  SERVICE_TIMEOUT_MS,
  ServiceUnavailable,
  serviceUrl,
  type Warn,
} from './httpJson';

/** Our wording for a look-up that finds no bank (docs/decisions.md); the others are the billing form's. */
export const ROUTING_MESSAGES = {
  digits: 'Routing number must be of 9 digits',
  invalid: 'Routing number is not valid',
  unknown: 'No bank found for this routing number',
} as const;

/** Why a look-up names no bank: a malformed number, a failed checksum, or a valid number no directory knows. */
type RoutingRefusal = keyof typeof ROUTING_MESSAGES;

/**
 * A bank's name (upper case, as the billing form shows it), or why there is none. An `unknown` number
 * may still be right: the person then types the bank's name, and nothing here ever makes one up.
 */
type RoutingAnswer =
  | { found: true; bankName: string }
  | { found: false; reason: RoutingRefusal; message: string };

const refused = (reason: RoutingRefusal): RoutingAnswer => ({
  found: false,
  reason,
  message: ROUTING_MESSAGES[reason],
});

/** "Third-party banking service": which bank a routing number belongs to. */
export interface RoutingDirectory {
  lookup(routingNumber: string): Promise<RoutingAnswer>;
}

/** Format and ABA checksum first, so no directory (or paid service) is asked about a number that cannot exist. */
function refusal(routingNumber: string): RoutingAnswer | null {
  if (!/^\d{9}$/.test(routingNumber)) return refused('digits');
  if (!isValidRoutingNumber(routingNumber)) return refused('invalid');
  return null;
}

const named = (bankName: string): RoutingAnswer => ({ found: true, bankName: bankName.trim().toUpperCase() });

/** Without a service: the checksum and the `bank_routing` table (the operator's imported FedACH directory). */
export function offlineRoutingDirectory(db: Db): RoutingDirectory {
  return {
    async lookup(routingNumber) {
      const refusedNumber = refusal(routingNumber);
      if (refusedNumber) return refusedNumber;
      const row = await db
        .selectFrom('bank_routing')
        .select('bank_name')
        .where('routing_number', '=', routingNumber)
        .executeTakeFirst();
      return row ? named(row.bank_name) : refused('unknown');
    },
  };
}

const serviceAnswer = z.object({ routing_number: z.string(), bank_name: z.string().min(1).max(120) });

/**
 * A routing-directory service: GET {base}/routing/{number} with the key in `x-api-key`, answering
 * `{routing_number, bank_name}` or 404 for an unknown number. Any other failure falls back to the
 * offline directory with a warning, so billing is never blocked by the service being down.
 */
export function httpRoutingDirectory(
  options: { baseUrl: string; key: string; warn: Warn; timeoutMs?: number },
  fallback: RoutingDirectory,
): RoutingDirectory {
  const ask = async (routingNumber: string): Promise<RoutingAnswer> => {
    const answer = await getJson(serviceUrl(options.baseUrl, `routing/${routingNumber}`, {}), {
      timeoutMs: options.timeoutMs ?? SERVICE_TIMEOUT_MS,
      headers: { 'x-api-key': options.key },
    });
    if (answer.status === 404) return refused('unknown');
    if (answer.status !== 200) throw new ServiceUnavailable(`HTTP ${answer.status}`);
    const parsed = serviceAnswer.safeParse(answer.body);
    if (!parsed.success || parsed.data.routing_number !== routingNumber) {
      throw new ServiceUnavailable('unexpected answer');
    }
    return named(parsed.data.bank_name);
  };
  return {
    async lookup(routingNumber) {
      const refusedNumber = refusal(routingNumber);
      if (refusedNumber) return refusedNumber;
      try {
        return await ask(routingNumber);
      } catch (error) {
        options.warn(`routing lookup service failed (${failureReason(error)}); used the offline directory`);
        return fallback.lookup(routingNumber);
      }
    },
  };
}

/** The service when ROUTING_LOOKUP_URL and ROUTING_LOOKUP_KEY are both set, else the offline directory. */
export function routingDirectoryFromConfig(
  config: { ROUTING_LOOKUP_URL?: string | undefined; ROUTING_LOOKUP_KEY?: string | undefined },
  db: Db,
  warn: Warn,
): RoutingDirectory {
  const offline = offlineRoutingDirectory(db);
  const url = config.ROUTING_LOOKUP_URL;
  const key = config.ROUTING_LOOKUP_KEY;
  if (!url && !key) return offline;
  if (!url || !key) {
    throw new Error('Invalid configuration: set both ROUTING_LOOKUP_URL and ROUTING_LOOKUP_KEY, or neither');
  }
  return httpRoutingDirectory({ baseUrl: url, key, warn }, offline);
}
