/**
 * INS02 for a beneficiary, from the relationship the applicant chose on the Beneficiary step (the
 * catalog's `beneficiary_relationship` list, whose values are words). 005010X220A1's list of individual
 * relationship codes has no code for a friend, an estate or a trust: those, and any word a package adds
 * that is not here, are G8 "Other Relationship", and the 2750 category says the person is a beneficiary.
 */
const CODES: Readonly<Record<string, string>> = {
  spouse: '01',
  husband: '01',
  wife: '01',
  parent: '03',
  mother: '03',
  father: '03',
  grandparent: '04',
  grandchild: '05',
  'uncle or aunt': '06',
  'nephew or niece': '07',
  cousin: '08',
  'adopted child': '09',
  'foster child': '10',
  sibling: '14',
  brother: '14',
  sister: '14',
  stepparent: '16',
  stepchild: '17',
  child: '19',
  son: '19',
  daughter: '19',
  'ex-spouse': '25',
  'former spouse': '25',
  guardian: '26',
  'domestic partner': '53',
  'life partner': '53',
  trustee: 'D2',
};

/** G8: Other Relationship. */
const OTHER = 'G8';

export function beneficiaryRelationship834(relationship: string): string {
  return CODES[relationship.trim().toLowerCase().replace(/\s+/g, ' ')] ?? OTHER;
}
