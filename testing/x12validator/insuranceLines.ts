/**
 * What each insurance line code of the guide's HD03 list means (X12 element 1205, as 005010X220A1
 * lists it). A code can be in the list and still say the wrong thing: AH is 24 Hour Care, not
 * accident and health.
 */
export const INSURANCE_LINE_MEANINGS: Readonly<Record<string, string>> = {
  AG: 'Preventative Care/Wellness',
  AH: '24 Hour Care',
  AJ: 'Medicare Risk',
  AK: 'Mental Health',
  DCP: 'Dental Capitation',
  DEN: 'Dental',
  EPO: 'Exclusive Provider Organization',
  FAC: 'Facility',
  HE: 'Hearing',
  HLT: 'Health',
  HMO: 'Health Maintenance Organization',
  LTC: 'Long-Term Care',
  LTD: 'Long-Term Disability',
  MM: 'Major Medical',
  MOD: 'Mail Order Drug',
  PDG: 'Prescription Drug',
  POS: 'Point of Service',
  PPO: 'Preferred Provider Organization',
  PRA: 'Practitioners',
  STD: 'Short-Term Disability',
  UR: 'Utilization Review',
  VIS: 'Vision',
};
