import { type CarrierDeliveryRules, STRICT_DELIVERY_RULES } from '../adapters/carrierDeliveryRules';
import type { CheckedPackage } from './catalogApply';
import type { StoredCatalog } from './catalogExport';
import { scheduleProblems } from './datedRates';
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
  dates?: { effectiveFrom: string | null; today: string },
): Promise<PackageCheck> {
  const read = await readPackage(dir, rules);
  // The dated rate files' dates against the apply's (`dates`: the command's --effective and today).
  if (dates && read.records) {
    const dated = [...(read.ratesFrom ? [{ effectiveFrom: read.ratesFrom }] : []), ...read.scheduled];
    scheduleProblems(dated, read.ratesFrom === null, dates.effectiveFrom, dates.today, read.problems);
  }
  if (!read.records || read.problems.total > 0) return { ok: false, problems: read.problems };
  return {
    ok: true,
    checked: {
      records: read.records,
      rates: read.rates,
      ratesFrom: read.ratesFrom,
      scheduled: read.scheduled,
      benefits: read.benefits,
      site: read.site,
      lifeEvents: read.lifeEvents,
      digest: packageDigest(dir),
    },
  };
}

/** A checked package in the shape the store's own catalog is read in, for diff. */
export function asStored(checked: CheckedPackage): StoredCatalog {
  return {
    records: checked.records,
    rates: checked.rates,
    ratesFrom: checked.ratesFrom ?? null,
    scheduled: checked.scheduled ?? [],
    benefits: checked.benefits,
    site: checked.site ?? null,
    lifeEvents: checked.lifeEvents ?? [],
  };
}
