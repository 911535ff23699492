import { type CarrierDeliveryRules, STRICT_DELIVERY_RULES } from '../adapters/carrierDeliveryRules';
import type { CheckedPackage } from './catalogApply';
import type { StoredCatalog } from './catalogExport';
import { packageDigest } from './packageDigest';
import type { ProblemList } from './packageProblem';
import { readPackage } from './packageReader';

/** A package folder read and checked: ready to apply, or every problem found. */
export type PackageCheck = { ok: true; checked: CheckedPackage } | { ok: false; problems: ProblemList };

/**
 * `rules`: the store's (carrierDeliveryRules(config)); unset, the strictest, so a caller that forgets
 * them refuses a delivery rather than lets one through.
 */
export async function checkPackageDir(
  dir: string,
  rules: CarrierDeliveryRules = STRICT_DELIVERY_RULES,
): Promise<PackageCheck> {
  const read = await readPackage(dir, rules);
  if (!read.records || read.problems.total > 0) return { ok: false, problems: read.problems };
  return {
    ok: true,
    checked: {
      records: read.records,
      rates: read.rates,
      benefits: read.benefits,
      site: read.site,
      digest: packageDigest(dir),
    },
  };
}

/** A checked package in the shape the store's own catalog is read in, for diff. */
export function asStored(checked: CheckedPackage): StoredCatalog {
  return {
    records: checked.records,
    rates: checked.rates,
    benefits: checked.benefits,
    site: checked.site ?? null,
  };
}
