/**
 * Acknowledgements as a demo carrier sends them back (docs/operations.md's samples), for tests that
 * stand in for the carrier: one interchange from `sender` to the store, numbered `control` (ISA13 and,
 * for a 999, GS06), its segments one a line as carriers often write them.
 */

/** The demo's first carrier, Harborline Mutual, as its interchanges name it (ISA06, GS02). */
const HARBORLINE_ID = 'HARBORLINE834';

interface Envelope {
  control: number;
  sender?: string;
}

/** An interchange holding `body` (TA1s, or a 999's GS … GE), IEA01 counting its one group if it has one. */
function ackInterchange(body: string[], { control, sender = HARBORLINE_ID }: Envelope): string {
  const isa13 = String(control).padStart(9, '0');
  return [
    `ISA*00*          *00*          *ZZ*${sender.padEnd(15)}*ZZ*BENEFITSTORE   *261123*1300*^*00501*${isa13}*0*T*:~`,
    ...body.map((segment) => `${segment}~`),
    `IEA*${body.some((s) => s.startsWith('GS*')) ? 1 : 0}*${isa13}~`,
  ].join('\n');
}

/** A 999 answering the store's group `group` with the AK2 loops and AK9 given, SE01 counted. */
export function ack999(
  envelope: Envelope,
  answer: { group: number; loops: string[]; ak9: string; ak101?: string },
): string {
  const { control, sender = HARBORLINE_ID } = envelope;
  const set = [
    'ST*999*0001*005010X231A1',
    `AK1*${answer.ak101 ?? 'BE'}*${answer.group}*005010X220A1`,
    ...answer.loops,
    answer.ak9,
  ];
  return ackInterchange(
    [
      `GS*FA*${sender}*BSTORE834*20261123*1300*${control}*X*005010X231A1`,
      ...set,
      `SE*${set.length + 1}*0001`,
      `GE*1*${control}`,
    ],
    envelope,
  );
}

/** A TA1 answering the store's interchange `interchange` with `code` (A, E or R) and note TA105. */
export function ta1(envelope: Envelope, interchange: number, code: 'A' | 'E' | 'R', note: string): string {
  return ackInterchange(
    [`TA1*${String(interchange).padStart(9, '0')}*261123*1200*${code}*${note}`],
    envelope,
  );
}
