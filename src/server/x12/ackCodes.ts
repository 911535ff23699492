/**
 * The code lists the 999 (005010X231A1) and TA1 use, with their meanings as X12 names them (element
 * dictionary: 715, 716, 717, 618, 620, 621, I17, I18). A code a carrier sends that is not here is
 * still reported, as an unknown code.
 */

export interface CodeMeaning {
  code: string;
  meaning: string;
}

type CodeList = Readonly<Record<string, string>>;

/** IK501: Transaction Set Acknowledgment Code (717). */
export const TRANSACTION_ACK_CODES: CodeList = {
  A: 'Accepted',
  E: 'Accepted But Errors Were Noted',
  M: 'Rejected, Message Authentication Code (MAC) Failed',
  R: 'Rejected',
  W: 'Rejected, Assurance Failed Validity Tests',
  X: 'Rejected, Content After Decryption Could Not Be Analyzed',
};

/** AK901: Functional Group Acknowledge Code (715). */
export const GROUP_ACK_CODES: CodeList = {
  A: 'Accepted',
  E: 'Accepted, But Errors Were Noted',
  M: 'Rejected, Message Authentication Code (MAC) Failed',
  P: 'Partially Accepted, At Least One Transaction Set Was Rejected',
  R: 'Rejected',
  W: 'Rejected, Assurance Failed Validity Tests',
  X: 'Rejected, Content After Decryption Could Not Be Analyzed',
};

/** IK502–IK506: Implementation Transaction Set Syntax Error Code (618). */
export const TRANSACTION_ERROR_CODES: CodeList = {
  '1': 'Transaction Set Not Supported',
  '2': 'Transaction Set Trailer Missing',
  '3': 'Transaction Set Control Number in Header and Trailer Do Not Match',
  '4': 'Number of Included Segments Does Not Match Actual Count',
  '5': 'One or More Segments in Error',
  '6': 'Missing or Invalid Transaction Set Identifier',
  '7': 'Missing or Invalid Transaction Set Control Number',
  '8': 'Authentication Key Name Unknown',
  '9': 'Encryption Key Name Unknown',
  '10': 'Requested Service (Authentication or Encrypted) Not Available',
  '11': 'Unknown Security Recipient',
  '12': 'Incorrect Message Length (Encryption Only)',
  '13': 'Message Authentication Code Failed',
  '15': 'Unknown Security Originator',
  '16': 'Syntax Error in Decrypted Text',
  '17': 'Security Not Supported',
  '18': 'Transaction Set not in Functional Group',
  '19': 'Invalid Transaction Set Implementation Convention Reference',
  '23': 'Transaction Set Control Number Not Unique within the Functional Group',
  '24': 'S3E Security End Segment Missing for S3S Security Start Segment',
  '25': 'S3S Security Start Segment Missing for S3E Security End Segment',
  '26': 'S4E Security End Segment Missing for S4S Security Start Segment',
  '27': 'S4S Security Start Segment Missing for S4E Security End Segment',
  I5: 'Implementation One or More Segments in Error',
  I6: 'Implementation Convention Not Supported',
};

/** IK304: Implementation Segment Syntax Error Code (620). */
export const SEGMENT_ERROR_CODES: CodeList = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Required Segment Missing',
  '4': 'Loop Occurs Over Maximum Times',
  '5': 'Segment Exceeds Maximum Use',
  '6': 'Segment Not in Defined Transaction Set',
  '7': 'Segment Not in Proper Sequence',
  '8': 'Segment Has Data Element Errors',
  I4: 'Implementation "Not Used" Segment Present',
  I6: 'Implementation Dependent Segment Missing',
  I7: 'Implementation Loop Occurs Under Minimum Times',
  I8: 'Implementation Segment Below Minimum Use',
  I9: 'Implementation Dependent "Not Used" Segment Present',
};

/** IK403: Implementation Data Element Syntax Error Code (621). */
export const ELEMENT_ERROR_CODES: CodeList = {
  '1': 'Required Data Element Missing',
  '2': 'Conditional Required Data Element Missing',
  '3': 'Too Many Data Elements',
  '4': 'Data Element Too Short',
  '5': 'Data Element Too Long',
  '6': 'Invalid Character In Data Element',
  '7': 'Invalid Code Value',
  '8': 'Invalid Date',
  '9': 'Invalid Time',
  '10': 'Exclusion Condition Violated',
  '12': 'Too Many Repetitions',
  '13': 'Too Many Components',
  I6: 'Code Value Not Used in Implementation',
  I9: 'Implementation Dependent Data Element Missing',
  I10: 'Implementation "Not Used" Data Element Present',
  I11: 'Implementation Too Few Repetitions',
  I12: 'Implementation Pattern Match Failure',
  I13: 'Implementation Dependent "Not Used" Data Element Present',
};

/** AK905–AK909: Functional Group Syntax Error Code (716). */
export const GROUP_ERROR_CODES: CodeList = {
  '1': 'Functional Group Not Supported',
  '2': 'Functional Group Version Not Supported',
  '3': 'Functional Group Trailer Missing',
  '4': 'Group Control Number in the Functional Group Header and Trailer Do Not Agree',
  '5': 'Number of Included Transaction Sets Does Not Match Actual Count',
  '6': 'Group Control Number Violates Syntax',
  '7': "Invalid Application Sender's Code",
  '8': "Invalid Application Receiver's Code",
  '9': 'Invalid Responsible Agency Code',
  '10': 'Authentication Key Name Unknown',
  '11': 'Encryption Key Name Unknown',
  '12': 'Requested Service (Authentication or Encryption) Not Available',
  '13': 'Unknown Security Recipient',
  '14': 'Unknown Security Originator',
  '15': 'Syntax Error in Decrypted Text',
  '16': 'Security Not Supported',
  '17': 'Incorrect Message Length (Encryption Only)',
  '18': 'Message Authentication Code Failed',
  '19': 'Functional Group Control Number not Unique within Interchange',
  '23': 'S3E Security End Segment Missing for S3S Security Start Segment',
  '24': 'S3S Security Start Segment Missing for S3E End Segment',
  '25': 'S4E Security End Segment Missing for S4S Security Start Segment',
  '26': 'S4S Security Start Segment Missing for S4E Security End Segment',
};

/** TA104: Interchange Acknowledgment Code (I17). */
export const INTERCHANGE_ACK_CODES: CodeList = {
  A: 'The Transmitted Interchange Control Structure Header and Trailer Have Been Received and Have No Errors.',
  E: 'The Transmitted Interchange Control Structure Header and Trailer Have Been Received and Are Accepted But Errors Are Noted. This Means the Sender Must Not Resend This Data.',
  R: 'The Transmitted Interchange Control Structure Header and Trailer are Rejected Because of Errors.',
};

/** TA105: Interchange Note Code (I18). */
export const INTERCHANGE_NOTE_CODES: CodeList = {
  '000': 'No error',
  '001':
    'The Interchange Control Number in the Header and Trailer Do Not Match. The Value From the Header is Used in the Acknowledgment.',
  '002': 'This Standard as Noted in the Control Standards Identifier is Not Supported.',
  '003': 'This Version of the Controls is Not Supported',
  '004': 'The Segment Terminator is Invalid',
  '005': 'Invalid Interchange ID Qualifier for Sender',
  '006': 'Invalid Interchange Sender ID',
  '007': 'Invalid Interchange ID Qualifier for Receiver',
  '008': 'Invalid Interchange Receiver ID',
  '009': 'Unknown Interchange Receiver ID',
  '010': 'Invalid Authorization Information Qualifier Value',
  '011': 'Invalid Authorization Information Value',
  '012': 'Invalid Security Information Qualifier Value',
  '013': 'Invalid Security Information Value',
  '014': 'Invalid Interchange Date Value',
  '015': 'Invalid Interchange Time Value',
  '016': 'Invalid Interchange Standards Identifier Value',
  '017': 'Invalid Interchange Version ID Value',
  '018': 'Invalid Interchange Control Number Value',
  '019': 'Invalid Acknowledgment Requested Value',
  '020': 'Invalid Test Indicator Value',
  '021': 'Invalid Number of Included Groups Value',
  '022': 'Invalid Control Structure',
  '023': 'Improper (Premature) End-of-File (Transmission)',
  '024': 'Invalid Interchange Content (e.g., Invalid GS Segment)',
  '025': 'Duplicate Interchange Control Number',
  '026': 'Invalid Data Element Separator',
  '027': 'Invalid Component Element Separator',
  '028': 'Invalid Delivery Date in Deferred Delivery Request',
};

const MAX_CODE_LENGTH = 3;

/** A code with its meaning; one the list does not hold is named as unknown rather than dropped. */
export function codeMeaning(list: CodeList, code: string): CodeMeaning {
  if (Object.hasOwn(list, code)) return { code, meaning: list[code] as string };
  // Every code of these lists is at most three characters: anything longer is cut, never kept whole.
  const shown = code.slice(0, MAX_CODE_LENGTH);
  return { code: shown, meaning: `Unknown code ${shown}` };
}
