import { parseMdy, toIsoDate } from '../../domain/dates';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import type { SealedStore } from '../db/sealedJson';
import { readTab, type TabDoc } from '../enrollment/tabStore';
import { agencyEdi, carrierEdis } from './ediSettings';
import type { Contact834, Enrollment834, Party834 } from './enrollment834';

/** What an 834 of a policy says besides its members and coverages, the same for its submission and its changes. */
export type Header834 = Pick<
  Enrollment834,
  | 'sponsor'
  | 'payer'
  | 'broker'
  | 'contact'
  | 'amounts'
  | 'masterPolicy'
  | 'groupNumber'
  | 'employmentStatus'
  | 'hireDate'
>;

/** A step's text field, trimmed; '' when absent. */
export const stepText = (doc: TabDoc | null | undefined, key: string): string => {
  const value = doc?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Each carrier's header of one policy's 834 (sponsor, payer, broker, contact, amounts, master policy, the
 * group's number at the carrier, INS08 and the hire date), with its EDI settings, for the carriers of
 * `carrierIds` that have settings (a carrier without is left out). `contact` is the opened Contact step.
 * Throws when the catalog names no agency ids.
 */
export async function carrierHeaders834(
  store: SealedStore,
  enrollmentId: string,
  groupId: number | null,
  carrierIds: readonly number[],
  contact: TabDoc | null,
): Promise<Map<number, { edi: CarrierEdi; header: Header834 }>> {
  const { db } = store;
  const group =
    groupId === null
      ? undefined
      : await db.selectFrom('groups').select(['name', 'code']).where('id', '=', groupId).executeTakeFirst();
  const agency = await agencyEdi(db);
  if (!agency) throw new Error('the catalog names no agency ids: no carrier gets a feed');
  const contactOf: Contact834 = {
    phone: stepText(contact, 'phone_number').replace(/\D/g, ''),
    email: stepText(contact, 'email_address'),
  };
  const employer = await readTab(store, enrollmentId, 'employer');
  const hired = parseMdy(stepText(employer, 'employment_start_date'));
  const employmentStatus = employmentStatusOf(stepText(employer, 'average_work_week'), group !== undefined);
  const groupNumbers = new Map(
    groupId === null
      ? []
      : (
          await db
            .selectFrom('group_numbers')
            .select(['carrier_id', 'group_number'])
            .where('group_id', '=', groupId)
            .execute()
        ).map((row) => [row.carrier_id, row.group_number]),
  );
  const headers = new Map<number, { edi: CarrierEdi; header: Header834 }>();
  for (const [carrierId, edi] of await carrierEdis(db, carrierIds))
    headers.set(carrierId, {
      edi,
      header: {
        sponsor: sponsorOf(edi, agency, group),
        payer: { name: edi.payer_name, idQualifier: edi.payer_id_qualifier, id: edi.payer_id },
        broker: edi.broker_id ? { name: agency.name, idQualifier: '94', id: edi.broker_id } : null,
        contact: edi.parts.contact ? contactOf : null,
        amounts: edi.parts.amounts,
        masterPolicy: edi.master_policy,
        groupNumber: groupNumbers.get(carrierId) ?? null,
        employmentStatus,
        hireDate: hired ? toIsoDate(hired) : null,
      },
    });
  return headers;
}

/**
 * N1*P5: the employer group (its name and code) for a group's employee when the carrier's guide wants
 * the group; else the agency, with its federal tax id (FI) or, when the catalog gives none, its
 * interchange id (94). Never the applicant: an individual buys through the agency.
 */
function sponsorOf(
  edi: CarrierEdi,
  agency: AgencyEdi,
  group: { name: string; code: string } | undefined,
): Party834 {
  if (group && edi.sponsor === 'group') return { name: group.name, idQualifier: '94', id: group.code };
  return agency.tax_id
    ? { name: agency.name, idQualifier: 'FI', id: agency.tax_id }
    : { name: agency.name, idQualifier: '94', id: agency.interchange_id };
}

/**
 * INS08 for the subscriber: from the Employer step's average work week when given (under 30 hours PT,
 * else FT); else FT for an employer group's employee and AC (active) for an individual buyer, as the
 * federal exchange's individual-market 834 sends (docs/x12-834.md).
 */
function employmentStatusOf(workWeek: string, groupBusiness: boolean): Enrollment834['employmentStatus'] {
  if (workWeek === 'LT20' || workWeek === '20-29') return 'PT';
  if (workWeek === '30-39' || workWeek === '40+') return 'FT';
  return groupBusiness ? 'FT' : 'AC';
}
