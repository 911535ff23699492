import { type AgencyEdi, agencyEdiSchema, type CarrierEdi, carrierEdiSchema } from '../catalog/packageSchema';
import type { Db } from '../db/database';
import { fromJsonText } from '../db/json';

/**
 * The 834 feeds' settings as the catalog applied them (migration 039): what the feed reads to address
 * an interchange. Null where there are none: the catalog names no agency ids, or the carrier gets no feed.
 */
export async function agencyEdi(db: Db): Promise<AgencyEdi | null> {
  const row = await db
    .selectFrom('catalog_versions')
    .select('agency_edi')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.agency_edi ? agencyEdiSchema.parse(fromJsonText(row.agency_edi)) : null;
}

/** Each carrier's 834 settings by carrier id, for the carriers that have them. */
export async function carrierEdis(db: Db, carrierIds: readonly number[]): Promise<Map<number, CarrierEdi>> {
  if (carrierIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('carriers')
    .select(['id', 'edi'])
    .where('id', 'in', [...carrierIds])
    .execute();
  return new Map(
    rows.flatMap((row) =>
      row.edi ? [[row.id, carrierEdiSchema.parse(fromJsonText(row.edi))] as const] : [],
    ),
  );
}
