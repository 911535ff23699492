// node-x12 is one CommonJS bundle whose names Node cannot see from an ES module: its default export has them.
import nodeX12 from 'node-x12';
import type { AgencyEdi, CarrierEdi } from '../catalog/packageSchema';
import type { Enrollment834 } from './enrollment834';
import { addTransaction834, IMPLEMENTATION_GUIDE } from './transaction834';
import { x12Moment } from './x12Values';

const { X12Interchange } = nodeX12;

/** The file's delimiters: elements *, segments ~, components :, repetitions ^ (ISA11). */
export const X12_DELIMITERS = {
  elementDelimiter: '*',
  segmentTerminator: '~',
  subElementDelimiter: ':',
  repetitionDelimiter: '^',
} as const;

/** How an interchange is numbered and stamped: chosen by whoever sends it (the feed), never here. */
export interface InterchangeControl {
  /** ISA13/IEA02: unique per sender and receiver, 1 to 999999999. */
  interchangeNumber: number;
  /** GS06/GE02: unique per sender, 1 to 999999999. */
  groupNumber: number;
  /** ISA09/ISA10, GS04/GS05 and each BGN's date and time. */
  createdAt: Date;
  /** ISA15: P production, T test. */
  usage: 'P' | 'T';
}

/** An interchange as text, and which transaction set (ST02) carries which enrollment (for the 999). */
export interface Interchange834 {
  text: string;
  transactions: { controlNumber: string; policyId: string }[];
}

const controlNumber = (value: number, name: string) => {
  if (!Number.isInteger(value) || value < 1 || value > 999_999_999)
    throw new Error(`${name} must be 1 to 999999999: ${value}`);
  return String(value);
};

/**
 * One carrier's 834 interchange: ISA/IEA from the agency (sender) to the carrier (receiver), one
 * functional group GS/GE (BE, benefit enrollment), and one transaction set per enrollment, numbered
 * 0001, 0002… in the group. Built with node-x12, which pads the ISA to its fixed 106 characters and
 * keeps the trailers' counts (IEA01, GE01, SE01) and control numbers.
 */
export function interchange834(
  agency: AgencyEdi,
  carrier: CarrierEdi,
  enrollments: readonly Enrollment834[],
  control: InterchangeControl,
): Interchange834 {
  if (enrollments.length === 0) throw new Error('an interchange holds at least one enrollment');
  const { date, time } = x12Moment(control.createdAt);
  const interchange = new X12Interchange({ ...X12_DELIMITERS });
  interchange.setHeader([
    '00',
    '',
    '00',
    '',
    agency.interchange_id_qualifier,
    agency.interchange_id,
    carrier.interchange_id_qualifier,
    carrier.interchange_id,
    date.slice(2),
    time,
    X12_DELIMITERS.repetitionDelimiter,
    '00501',
    controlNumber(control.interchangeNumber, 'ISA13'),
    '0',
    control.usage,
    X12_DELIMITERS.subElementDelimiter,
  ]);
  const group = interchange.addFunctionalGroup();
  group.setHeader([
    'BE',
    agency.application_code,
    carrier.application_code,
    date,
    time,
    controlNumber(control.groupNumber, 'GS06'),
    'X',
    IMPLEMENTATION_GUIDE,
  ]);
  const transactions = enrollments.map((enrollment, index) => {
    const transaction = addTransaction834(group, index + 1, enrollment, control.createdAt);
    return { controlNumber: transaction.header.valueOf(2), policyId: enrollment.policyId };
  });
  return { text: interchange.toString(), transactions };
}
