import { toJsonText } from '../db/json';
import type { Database } from '../db/schema';

interface ProfileMember {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  zip: string;
}

const STREETS = ['Palm Drive', 'Ocean Avenue', 'Maple Street', 'Cedar Lane', 'Harbor Way', 'Elm Court'];
const OCCUPATIONS = ['Teacher', 'Nurse', 'Accountant', 'Electrician', 'Office Manager', 'Engineer'];

/**
 * The details current members have on file, in each step's saved shape: an existing member's
 * enrollment starts from them, so nothing that did not change has to be typed again.
 */
export function memberProfileRows(
  members: readonly ProfileMember[],
  placeOf: (zip: string) => { city: string; state: string } | null,
): Database['member_profiles'][] {
  return members.flatMap((member, index) => {
    const place = placeOf(member.zip) ?? { city: '', state: '' };
    const profile = (tab: string, data: Record<string, unknown>) => ({
      member_id: member.id,
      tab,
      data: toJsonText(data),
    });
    return [
      profile('personal', {
        marital_status: String(index % 4),
        weight: String(130 + ((index * 17) % 90)),
        height_feet: String(5 + (index % 2)),
        height_inch: String((index * 5) % 12),
        prior_coverage_flag: index % 2 === 0 ? '1' : '0',
        ...(index % 2 === 0
          ? { prior_carrier_name: 'Harborline Health', prior_effective_date: '01/01/2020' }
          : {}),
      }),
      profile('contact', {
        email_address: member.email,
        phone_number: member.phone,
        address1: `${100 + index * 11} ${STREETS[index % STREETS.length]}`,
        city: place.city,
        state: place.state,
        zip: member.zip,
      }),
      profile('employer', {
        occupation: OCCUPATIONS[index % OCCUPATIONS.length],
        employment_start_date: `0${1 + (index % 9)}/01/${2010 + (index % 12)}`,
        employment_status: 'A',
      }),
      profile('beneficiary', {
        beneficiaries: [
          {
            beneficiary_id: `mb${member.id}a`,
            first_name: index % 2 === 0 ? 'Chris' : 'Jamie',
            last_name: member.last_name,
            birthdate: '05/14/1980',
            relationship: 'Spouse',
            beneficiary_percentage: '100',
          },
        ],
      }),
    ];
  });
}
