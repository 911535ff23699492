/**
 * The code lists 005010X220A1 restricts its ID elements to (README.md names the sources read). A
 * list here is the guide's, not X12's base list: a base code the guide leaves out (HD03 LIF) is
 * refused, as a strict intake refuses it.
 */
const codes = (text: string): readonly string[] => text.split(' ');

export const YES_NO = codes('N Y');
export const COMMUNICATION_QUALIFIERS = codes('AP BN CP EM EX FX HP TE WP');
export const DATE_FORMAT_D8 = codes('D8');
export const DATE_FORMATS_D8_RD8 = codes('D8 RD8');
export const ID_SSN_OR_MUTUAL = codes('34 ZZ');
export const PERSON = codes('1');

// Envelope.
export const ISA_AUTHORIZATION_QUALIFIERS = codes('00 03');
export const ISA_SECURITY_QUALIFIERS = codes('00 01');
export const ISA_ID_QUALIFIERS = codes('01 14 20 27 28 29 30 33 ZZ');
export const ISA_VERSION = codes('00501');
export const ISA_ACK_REQUESTED = codes('0 1');
export const ISA_USAGE = codes('P T');
export const GS_FUNCTIONAL_ID = codes('BE');
export const GS_AGENCY = codes('X');
export const GUIDE_VERSION = codes('005010X220A1');
export const ST_SET_ID = codes('834');

// Header.
export const BGN_PURPOSE = codes('00 15 22');
export const BGN_ACTION = codes('2 4 RX');
export const HEADER_DATE_QUALIFIERS = codes('007 090 091 303 382 388');
export const QTY_QUALIFIERS = codes('DT ET TO');
export const SPONSOR_ID_QUALIFIERS = codes('24 94 FI');
export const PAYER_ID_QUALIFIERS = codes('94 FI XV');
export const BROKER_ENTITIES = codes('BO TV');

// 2000 member level detail.
export const RELATIONSHIPS = codes(
  '01 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 23 24 25 26 31 38 53 60 D2 G8 G9',
);
export const MEMBER_MAINTENANCE_TYPES = codes('001 021 024 025 030');
export const MAINTENANCE_REASONS = codes(
  '01 02 03 04 05 06 07 08 09 10 11 14 15 16 17 18 20 21 22 25 26 27 28 29 31 32 33 37 38 39 40 41 43 59 AA AB AC AD AE AF AG AH AI AJ AL EC XN XT',
);
export const BENEFIT_STATUS = codes('A C S T');
export const MEDICARE_PLANS = codes('A B C D E');
export const COBRA_EVENTS = codes('1 2 3 4 5 6 7 8 9 10 ZZ');
export const EMPLOYMENT_STATUS = codes('AC AO AU FT L1 PT RT TE');
export const STUDENT_STATUS = codes('F N P');
export const CONFIDENTIALITY = codes('R U');
export const SUBSCRIBER_ID = codes('0F');
export const MEMBER_POLICY = codes('1L');
export const MEMBER_SUPPLEMENTAL_IDS = codes('17 23 3H 4A 6O ABB D3 DX F6 P5 Q4 QQ ZZ');
export const MEMBER_DATE_QUALIFIERS = codes(
  '050 286 296 297 300 301 303 336 337 338 339 340 341 350 351 356 357 383 385 386 393 394 473 474',
);

// 2100A–2100H.
export const MEMBER_NAME_ENTITIES = codes('74 IL');
export const GENDERS = codes('F M U');
export const MARITAL_STATUS = codes('B D I M R S U W X');
export const RACE_ETHNICITY = codes('7 8 A B C D E F G H I J N O P Z');
export const CITIZENSHIP = codes('1 2 3 4 5 6 7');
export const EMPLOYMENT_CLASSES = codes('01 02 03 04 05 06 07 08 09 10 11 12 17 18 19 20 21 22 23');
export const WAGE_FREQUENCIES = codes('1 2 3 4 6 7 8 9 B C H Q S U');
export const MEMBER_AMOUNTS = codes('B9 C1 D2 EBA FK P3 R');
export const HEALTH_CODES = codes('N S T U X');
export const LANGUAGE_QUALIFIERS = codes('LD LE');
export const LANGUAGE_USE = codes('5 6 7 8');
export const LOCATION_QUALIFIERS = codes('60 CY');
export const RESPONSIBLE_PERSON_ENTITIES = codes('6Y 9K E1 EI EXS GB GD J6 LR QD S1 TZ X4');
export const EMPLOYER_COMMUNICATION_QUALIFIERS = codes('AP BN CP EM EX FX TE');
export const SCHOOL_COMMUNICATION_QUALIFIERS = codes('EM EX FX TE');

// 2200 disability.
export const DISABILITY_TYPES = codes('1 2 3 4');
export const DIAGNOSIS_QUALIFIERS = codes('DX ZZ');
export const DISABILITY_DATE_QUALIFIERS = codes('360 361');

// 2300 health coverage.
export const COVERAGE_MAINTENANCE_TYPES = codes('001 002 021 024 025 026 030 032');
export const INSURANCE_LINES = codes(
  'AG AH AJ AK DCP DEN EPO FAC HE HLT HMO LTC LTD MM MOD PDG POS PPO PRA STD UR VIS',
);
export const COVERAGE_LEVELS = codes(
  'CHD DEP E1D E2D E3D E5D E6D E7D E8D E9D ECH EMP ESP FAM IND SPC SPO TWO',
);
export const COVERAGE_DATE_QUALIFIERS = codes('300 303 343 348 349 543 695');
export const COVERAGE_POLICY_IDS = codes('17 1L 9V CE E8 M7 PID RB X9 XM XX1 XX2 ZX ZZ');
export const PRIOR_COVERAGE_MONTHS = codes('QQ');
export const ID_CARD_TYPES = codes('D H P');
export const ID_CARD_ACTIONS = codes('1 2 RX');

// 2310 provider, 2320/2330 coordination of benefits.
export const PROVIDER_ENTITIES = codes('1X 3D 80 FA OD P3 QA QN Y2');
export const PROVIDER_TYPES = codes('1 2');
export const PROVIDER_ID_QUALIFIERS = codes('34 FI SV XX');
export const PROVIDER_RELATIONSHIPS = codes('25 26 72');
export const PROVIDER_CHANGE_REASONS = codes('14 22 46 AA AB AC AD AE AF AG AH AI AJ');
export const COB_PAYER_SEQUENCE = codes('P S T U');
export const COB_CODES = codes('1 5 6');
export const COB_SERVICE_TYPES = codes('1 35 48 50 54 89 90 A4 AG AL BB');
export const COB_REFERENCE_IDS = codes('60 6P SY ZZ');
export const COB_DATE_QUALIFIERS = codes('344 345');
export const COB_ENTITIES = codes('36 GW IN');
export const COB_ID_QUALIFIERS = codes('FI NI XV');

// LS/LE, 2700, 2750 member reporting categories.
export const REPORTING_LOOP_ID = codes('2700');
export const REPORTING_CATEGORY_IDS = codes('00 17 18 19 26 3L 6M 9V 9X GE LU PID XX1 XX2 YY ZZ');

/** The USPS state, district and territory codes N402 takes for a United States address. */
export const US_STATES = codes(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI UM FM MH PW AA AE AP',
);
