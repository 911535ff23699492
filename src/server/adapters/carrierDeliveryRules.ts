import { CONFIG_VARIABLES, type Config, DEFAULT_CARRIER_SECRET_PREFIX } from '../config';
import type { CarrierDelivery } from './carrierExchange';

/**
 * What a carrier's delivery settings may name and must pin, by the store's own settings: the catalog's
 * checks (validate, apply) and the SFTP client read the same rules, so a package the store would refuse
 * is also refused by a store that already holds it.
 */
export interface CarrierDeliveryRules {
  /** Every `secret_env` starts with it (CARRIER_SECRET_PREFIX). */
  secretPrefix: string;
  /** An SFTP delivery must pin its server's host key (STORE_MODE=production). */
  hostKeyRequired: boolean;
}

/** The rules when none are given: the default prefix, host keys pinned (refuses rather than trusts). */
export const STRICT_DELIVERY_RULES: CarrierDeliveryRules = {
  secretPrefix: DEFAULT_CARRIER_SECRET_PREFIX,
  hostKeyRequired: true,
};

/** The store's rules from its configuration. */
export function carrierDeliveryRules(
  config: Pick<Config, 'CARRIER_SECRET_PREFIX' | 'STORE_MODE'>,
): CarrierDeliveryRules {
  return {
    secretPrefix: config.CARRIER_SECRET_PREFIX,
    hostKeyRequired: config.STORE_MODE === 'production',
  };
}

/** One broken rule: the settings' key and why. */
export interface DeliveryProblem {
  field: 'secret_env' | 'host_key_sha256';
  message: string;
}

/** Why the store will not read `name` as a carrier's secret, or null when it may. */
function secretEnvProblem(name: string, rules: CarrierDeliveryRules): string | null {
  // The configuration schema is the list of what the store reads: its key, its database, its mail.
  if (CONFIG_VARIABLES.includes(name))
    return `${name} is one of the store's own settings (README, "Configuration"); a carrier's secret never is`;
  if (!name.startsWith(rules.secretPrefix) || name === rules.secretPrefix)
    return `${name} does not start with ${rules.secretPrefix} (CARRIER_SECRET_PREFIX): a carrier's secret is read only from variables the operator set aside for carriers`;
  return null;
}

/** Every rule the delivery breaks (none for files under DATA_DIR). */
export function deliveryProblems(delivery: CarrierDelivery, rules: CarrierDeliveryRules): DeliveryProblem[] {
  if (delivery.kind !== 'sftp') return [];
  const problems: DeliveryProblem[] = [];
  const secret = secretEnvProblem(delivery.secret_env, rules);
  if (secret) problems.push({ field: 'secret_env', message: secret });
  if (rules.hostKeyRequired && delivery.host_key_sha256 === undefined)
    problems.push({
      field: 'host_key_sha256',
      message:
        'is missing: a production store pins every SFTP server’s host key (the fingerprint ssh-keygen -lf prints, SHA256:…)',
    });
  return problems;
}
