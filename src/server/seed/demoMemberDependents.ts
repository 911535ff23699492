import { toJsonText } from '../db/json';
import type { Database } from '../db/schema';
import type { SecretBox } from '../db/secretBox';

interface DependentOnFile {
  id: string;
  first_name: string;
  last_name: string;
  birthdate: string;
  gender: '0' | '1';
  ssn: string;
  relationship: 'spouse' | 'child';
}

/** Ethan Kim (5006) has a wife and two children on file; Noah Nguyen (5002) his wife only. */
const ON_FILE: Record<number, DependentOnFile[]> = {
  5006: [
    {
      id: 'md5006wife',
      first_name: 'Hannah',
      last_name: 'Kim',
      birthdate: '03/09/1986',
      gender: '1',
      ssn: '512340001',
      relationship: 'spouse',
    },
    {
      id: 'md5006leo1',
      first_name: 'Leo',
      last_name: 'Kim',
      birthdate: '07/21/2014',
      gender: '0',
      ssn: '512340002',
      relationship: 'child',
    },
    {
      id: 'md5006maya',
      first_name: 'Maya',
      last_name: 'Kim',
      birthdate: '11/02/2017',
      gender: '1',
      ssn: '512340003',
      relationship: 'child',
    },
  ],
  5002: [
    {
      id: 'md5002wife',
      first_name: 'Lena',
      last_name: 'Nguyen',
      birthdate: '05/30/1983',
      gender: '1',
      ssn: '512340004',
      relationship: 'spouse',
    },
  ],
};

/**
 * The dependents current members have on file (member_profiles, tab 'dependent'), in the step's
 * saved shape with sealed SSNs and no health answers yet: get-dependents-existing-user-enrollment
 * answers them, and a masked SSN sent back is matched to them by id.
 */
export function memberDependentRows(box: SecretBox): Database['member_profiles'][] {
  return Object.entries(ON_FILE).map(([memberId, list]) => ({
    member_id: Number(memberId),
    tab: 'dependent',
    data: toJsonText({
      dependents: list.map(({ id, ssn, ...primary }) => ({
        dependent_id: id,
        primary_info: { ...primary, ssn: box.seal(ssn), employed: '0' },
        health_info: {},
      })),
    }),
  }));
}
