import { describe, expect, it } from 'vitest';
import { validate834 } from '../../../testing/x12validator/validate834';
import { verdict999 } from '../../../testing/x12validator/verdict999';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import type { Coverage834, Enrollment834, Member834, MemberMaintenance834 } from './enrollment834';
import { interchange834 } from './interchange834';

/** A change's and an audit's transaction sets (INS03 001, 021, 024, 025, 030), each through the validator. */

const AGENCY: AgencyEdi = {
  interchange_id_qualifier: 'ZZ',
  interchange_id: 'TESTAGENCY',
  application_code: 'TESTAG',
  name: 'Test Agency',
  tax_id: '870000999',
};
const CARRIER: CarrierEdi = {
  interchange_id_qualifier: '30',
  interchange_id: '870001111',
  application_code: 'DENTCO834',
  payer_name: 'Dent Co Mutual',
  payer_id_qualifier: 'FI',
  payer_id: '870001111',
  master_policy: null,
  sponsor: 'agency',
  broker_id: null,
  parts: { contact: false, amounts: true, beneficiaries: false },
  schedule: 'immediate',
  delivery: { kind: 'files' },
};
const DENTAL: Coverage834 = {
  tier: 'IF',
  insuranceLine: 'DEN',
  coverageCode: 'DC-101-PLUS',
  effectiveDate: '2026-02-01',
  premiumCents: 7486,
  coverageAmountCents: null,
};
const ADDRESS = { line1: '9 New Rd', line2: '', city: 'Austin', state: 'TX', zip: '78701' };

function person(relationship: Member834['relationship'], firstName: string, birthDate: string): Member834 {
  return {
    relationship,
    firstName,
    middleName: '',
    lastName: 'Okafor',
    ssn: null,
    birthDate,
    gender: 'F',
    address: null,
  };
}

/** One change's transaction set as text, one segment a line, the envelope left out. */
function changeFile(reason: string, members: Member834[], action: '2' | '4' = '2'): string[] {
  const enrollment: Enrollment834 = {
    policyId: 'BS-2026-000417',
    maintenance: { reference: 'BS-2026-000417-C3', action, reason },
    sponsor: { name: 'Test Agency', idQualifier: 'FI', id: '870000999' },
    payer: { name: 'Dent Co Mutual', idQualifier: 'FI', id: '870001111' },
    broker: null,
    contact: null,
    amounts: true,
    masterPolicy: null,
    groupNumber: null,
    employmentStatus: 'AC',
    hireDate: null,
    members,
    coverages: [DENTAL],
  };
  const built = interchange834(AGENCY, CARRIER, [enrollment], {
    interchangeNumber: 41,
    groupNumber: 41,
    createdAt: new Date('2026-03-20T10:00:00Z'),
    usage: 'T',
  });
  const validation = validate834(built.text);
  expect(validation.findings.length === 0 ? '' : verdict999(validation)).toBe('');
  const segments = built.text.split('~');
  return segments.slice(
    segments.findIndex((s) => s.startsWith('BGN')),
    segments.findIndex((s) => s.startsWith('SE')),
  );
}

const loop = (
  type: MemberMaintenance834['type'],
  coverages: MemberMaintenance834['coverages'],
  effectiveDate: string | null = null,
): MemberMaintenance834 => ({ type, effectiveDate, coverages });

describe('834 maintenance transaction sets', () => {
  it('adds a newborn alone: INS*N*19*021*02, its coverage from the date of birth, the subscriber not re-added', () => {
    const baby = {
      ...person('child', 'Ify', '2026-03-14'),
      maintenance: loop('021', [
        { coverage: DENTAL, type: '021', begins: '2026-03-14', ends: null, changed: null },
      ]),
    };
    const file = changeFile('02', [person('subscriber', 'Ada', '1985-04-12'), baby]);
    expect(file[0]).toBe('BGN*00*BS-2026-000417-C3*20260320*1000****2');
    expect(file.filter((s) => s.startsWith('INS'))).toEqual(['INS*N*19*021*02*A']);
    expect(file).toContain('HD*021**DEN*DC-101-PLUS*FAM');
    expect(file).toContain('DTP*348*D8*20260314');
    expect(file.some((s) => s.startsWith('INS*Y*18'))).toBe(false);
    // The premium is the subscriber's: a dependent's loop carries none.
    expect(file.some((s) => s.startsWith('AMT'))).toBe(false);
  });

  it('ends each member with HD*024 and DTP*349 the last day of coverage', () => {
    const ended = (who: Member834) => ({
      ...who,
      maintenance: loop('024', [
        { coverage: DENTAL, type: '024', begins: null, ends: '2026-03-31', changed: null },
      ]),
    });
    const file = changeFile('07', [
      ended(person('subscriber', 'Ada', '1985-04-12')),
      ended(person('child', 'Ngozi', '2012-02-29')),
    ]);
    expect(file.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*024*07*A***AC', 'INS*N*19*024*07*A']);
    expect(file.filter((s) => s.startsWith('HD'))).toEqual([
      'HD*024**DEN*DC-101-PLUS*FAM',
      'HD*024**DEN*DC-101-PLUS*FAM',
    ]);
    expect(file.filter((s) => s.startsWith('DTP*349'))).toEqual([
      'DTP*349*D8*20260331',
      'DTP*349*D8*20260331',
    ]);
    expect(file.some((s) => s.startsWith('DTP*348') || s.startsWith('AMT'))).toBe(false);
  });

  it('reinstates with INS03 025 and DTP*348 the day coverage starts again', () => {
    const file = changeFile('AI', [
      {
        ...person('subscriber', 'Ada', '1985-04-12'),
        maintenance: loop('025', [
          { coverage: DENTAL, type: '025', begins: '2026-04-01', ends: null, changed: null },
        ]),
      },
    ]);
    expect(file.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*025*AI*A***AC']);
    expect(file).toContain('HD*025**DEN*DC-101-PLUS*FAM');
    expect(file).toContain('DTP*348*D8*20260401');
    expect(file).toContain('AMT*P3*74.86');
  });

  it('changes an address with INS03 001, DTP*303 and the new N3/N4, no coverage loop', () => {
    const file = changeFile('43', [
      {
        ...person('subscriber', 'Ada', '1985-04-12'),
        address: ADDRESS,
        maintenance: loop('001', [], '2026-04-01'),
      },
    ]);
    expect(file.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*001*43*A***AC']);
    expect(file).toContain('DTP*303*D8*20260401');
    expect(file).toContain('N3*9 NEW RD');
    expect(file).toContain('N4*AUSTIN*TX*78701');
    expect(file.some((s) => s.startsWith('HD'))).toBe(false);
  });

  it('changes a coverage level with HD*001, the new HD05 and DTP*303', () => {
    const file = changeFile('02', [
      {
        ...person('subscriber', 'Ada', '1985-04-12'),
        maintenance: loop('001', [
          {
            coverage: { ...DENTAL, tier: 'IC' },
            type: '001',
            begins: null,
            ends: null,
            changed: '2026-03-14',
          },
        ]),
      },
    ]);
    expect(file).toContain('HD*001**DEN*DC-101-PLUS*ECH');
    expect(file).toContain('DTP*303*D8*20260314');
  });

  it('audits with BGN08 4, INS03 030 and HD01 030 for each member in force', () => {
    const audited = (who: Member834) => ({
      ...who,
      maintenance: loop('030', [
        { coverage: DENTAL, type: '030', begins: '2026-02-01', ends: null, changed: null },
      ]),
    });
    const file = changeFile('AI', [audited(person('subscriber', 'Ada', '1985-04-12'))], '4');
    expect(file[0]).toBe('BGN*00*BS-2026-000417-C3*20260320*1000****4');
    expect(file.filter((s) => s.startsWith('INS'))).toEqual(['INS*Y*18*030*AI*A***AC']);
    expect(file).toContain('HD*030**DEN*DC-101-PLUS*FAM');
    expect(file).toContain('DTP*356*D8*20260201');
  });
});
