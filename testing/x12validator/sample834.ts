/**
 * Hand-written 834s for the validator's own tests, written from the guide (not by the store): a
 * family of three with dental and vision, a broker, group number, premium, dates and member
 * reporting categories, in one interchange with its counts right.
 */
export const ISA =
  'ISA*00*          *00*          *ZZ*TESTAGENCY     *ZZ*DENTCO834      *261122*1200*^*00501*000000101*0*T*:~';

/** The family's transaction set, ST to SE (SE01 counted by `interchangeOf`). */
export const FAMILY_SET: readonly string[] = [
  'ST*834*0001*005010X220A1',
  'BGN*00*BS-2026-000417*20261122*1200****2',
  'REF*38*DC-GRP-55',
  'DTP*007*D8*20261201',
  'N1*P5*Test Agency*FI*870000999',
  'N1*IN*Dent Co Mutual*FI*870001111',
  'N1*BO*Rita Rep*94*R1042',
  'ACT*R1042',
  'INS*Y*18*021*28*A***FT',
  'REF*0F*BS-2026-000417',
  'REF*1L*GRP-2556',
  'DTP*336*D8*20190301',
  'DTP*356*D8*20261201',
  'NM1*IL*1*OKAFOR*ADA*N***34*123456789',
  'PER*IP**TE*3105550182*EM*ada@example.com',
  'N3*12 ELM ST*APT 4',
  'N4*BEVERLY HILLS*CA*90210',
  'DMG*D8*19850412*F',
  'HD*021**DEN*DENTAL PLUS*FAM',
  'DTP*348*D8*20261201',
  'AMT*P3*42.5',
  'REF*1L*GRP-2556',
  'HD*021**VIS*VISION BASIC*IND',
  'DTP*348*D8*20261201',
  'LS*2700',
  'LX*1',
  'N1*75*DEPARTMENT',
  'REF*ZZ*SALES',
  'DTP*007*D8*20261201',
  'LE*2700',
  'INS*N*01*021*28*A',
  'REF*0F*BS-2026-000417',
  'DTP*356*D8*20261201',
  'NM1*IL*1*OKAFOR*CHIDI****34*223456789',
  'DMG*D8*19830930*M',
  'HD*021**DEN*DENTAL PLUS*FAM',
  'DTP*348*D8*20261201',
  'INS*N*19*021*28*A',
  'REF*0F*BS-2026-000417',
  'NM1*IL*1*OKAFOR*BEA',
  'DMG*D8*20150601*F',
  'HD*021**DEN*DENTAL PLUS*FAM',
  'DTP*348*D8*20261201',
  'SE*0*0001',
];

/** Sets in one group, with SE01, GE01 and IEA01 counted and the control numbers matching. */
export function interchangeOf(sets: readonly (readonly string[])[]): string {
  const counted = sets.flatMap((set) =>
    set.map((segment) =>
      segment.startsWith('SE*') ? segment.replace(/^SE\*\d+/, `SE*${set.length}`) : segment,
    ),
  );
  return [
    ISA.slice(0, -1),
    'GS*BE*TESTAG*DENTCO834*20261122*1200*101*X*005010X220A1',
    ...counted,
    `GE*${sets.length}*101`,
    'IEA*1*000000101',
  ]
    .map((segment) => `${segment}~`)
    .join('');
}

/** The family's set with one segment replaced (`from` is matched exactly), for a failing sample. */
export function familyWith(from: string, to: string | null): string[] {
  const at = FAMILY_SET.indexOf(from);
  if (at < 0) throw new Error(`the sample has no ${from}`);
  const copy = [...FAMILY_SET];
  if (to === null) copy.splice(at, 1);
  else copy[at] = to;
  return copy;
}
