import type { Db } from '../db/database';
import type { AgreementTextTable } from '../db/schema';
import type { EnrollmentScope } from './enrollmentScope';

/**
 * The agreement texts for an enrollment: the general rows (no carrier, no plan) and those whose
 * carrier and plan are in its cart, by position. A text configured for two plans of the cart is
 * shown once, at its first place.
 */
export async function agreementTextsFor(db: Db, scope: EnrollmentScope): Promise<AgreementTextTable[]> {
  const rows = await db.selectFrom('agreement_texts').selectAll().orderBy('position').orderBy('id').execute();
  const applies = (row: AgreementTextTable) =>
    (row.carrier_id === null || scope.carrierIds.includes(row.carrier_id)) &&
    (row.plan_id === null || scope.planIds.includes(row.plan_id));
  const seen = new Set<string>();
  return rows.filter(applies).filter((row) => {
    const key = `${row.text_head}\n${row.text_body}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
