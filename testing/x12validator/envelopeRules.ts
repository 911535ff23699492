import * as c from './codeLists';
import { required as r, segment } from './guideRules';

/** ISA as the X12 envelope standard (00501) has it; the widths are checked as the ISA is read. */
export const ISA_RULE = segment('ISA', 'Interchange Control Header', 'R', 1, [
  r('I01', c.ISA_AUTHORIZATION_QUALIFIERS),
  { ...r('I02'), usage: 'S' },
  r('I03', c.ISA_SECURITY_QUALIFIERS),
  { ...r('I04'), usage: 'S' },
  r('I05', c.ISA_ID_QUALIFIERS),
  r('I06'),
  r('I05', c.ISA_ID_QUALIFIERS),
  r('I07'),
  r('I08'),
  r('I09'),
  r('I65'),
  r('I11', c.ISA_VERSION),
  r('I12'),
  r('I13', c.ISA_ACK_REQUESTED),
  r('I14', c.ISA_USAGE),
  r('I15'),
]);

export const GS_RULE = segment('GS', 'Functional Group Header', 'R', 1, [
  r('479', c.GS_FUNCTIONAL_ID),
  r('142'),
  r('124'),
  r('373'),
  r('337'),
  r('28'),
  r('455', c.GS_AGENCY),
  r('480', c.GUIDE_VERSION),
]);

export const ST_RULE = segment('ST', 'Transaction Set Header', 'R', 1, [
  r('143', c.ST_SET_ID),
  r('329'),
  r('1705', c.GUIDE_VERSION),
]);

export const SE_RULE = segment('SE', 'Transaction Set Trailer', 'R', 1, [r('96'), r('329')]);
export const GE_RULE = segment('GE', 'Functional Group Trailer', 'R', 1, [r('97'), r('28')]);
export const IEA_RULE = segment('IEA', 'Interchange Control Trailer', 'R', 1, [r('I16'), r('I12')]);

/** TA105 for a wrong GS element: GS is the interchange's content. */
export const GS_NOTE_CODE = '024';
/** AK905 for a wrong GS01 (group not supported), GS06 (control number syntax), GS08 (version). */
export const GS_GROUP_CODES: Readonly<Record<number, string>> = { 1: '1', 6: '6', 8: '2' };
/** IK502 for a wrong ST01, ST02, ST03. */
export const ST_SET_CODES: Readonly<Record<number, string>> = { 1: '6', 2: '7', 3: 'I6' };
