import type { Tier } from '../../domain/tiers';

/**
 * What one carrier's 834 transaction set says of one submitted enrollment: the builder's whole input
 * (transaction834.ts), made from the stored enrollment by enrollmentFor834.ts, or by hand in a test.
 * Dates are ISO (yyyy-mm-dd); names and addresses as the applicant wrote them.
 */
export interface Enrollment834 {
  /**
   * BGN01: true when this transaction re-submits one the carrier rejected, once corrected (15,
   * re-submission); else the original (00). Absent reads as the original.
   */
  resubmission?: boolean;
  /** The confirmation number: BGN02 and each member's REF*0F (the subscriber's id at the carrier). */
  policyId: string;
  /**
   * What the transaction set tells the carrier: absent, the submission (every member added, INS04 28);
   * else a change to the policy or the audit file, whose members are each given with their own
   * maintenance (Member834.maintenance) and only those members are sent (docs/x12-834.md, "Maintenance").
   */
  maintenance?: Maintenance834;
  /** N1*P5: the employer group, or the agency with its tax id (never the applicant: enrollmentFor834.ts). */
  sponsor: Party834;
  /** N1*IN: the carrier as payer. */
  payer: Party834;
  /** N1*BO: the agency with its broker number at this carrier; null when the carrier gave none. */
  broker: Party834 | null;
  /** 2100A PER*IP: the subscriber's phone and e-mail, when the carrier asks for them; null sends none. */
  contact: Contact834 | null;
  /** Whether the carrier asks for 2300 AMT (premium P3, coverage amount FK). */
  amounts: boolean;
  /** REF*38: the master policy or group number the carrier gave the agency; null sends none. */
  masterPolicy: string | null;
  /** 2000 REF*1L: the employer group's number at this carrier (catalog groups.json); null sends none. */
  groupNumber: string | null;
  /** INS08, the subscriber's employment status (FT, PT or AC: docs/x12-834.md says which when). */
  employmentStatus: 'FT' | 'PT' | 'AC';
  /** DTP*336: the day the subscriber's employment began (the Employer step's start date), when given. */
  hireDate: string | null;
  /** The subscriber first, then the dependents in the order entered. */
  members: Member834[];
  /** The carrier's plans in the cart. */
  coverages: Coverage834[];
  /**
   * The subscriber's beneficiaries, for a carrier whose guide asks (`parts.beneficiaries`) and sells this
   * enrollment a coverage the Beneficiary step is asked for (term life); absent or empty sends none.
   */
  beneficiaries?: Beneficiary834[];
}

/**
 * One beneficiary as the Beneficiary step took it: a member loop of its own (or the 2700 categories on the
 * covered dependent it is) with its designation and share (docs/x12-834.md, "Beneficiaries").
 */
export interface Beneficiary834 {
  firstName: string;
  middleName: string;
  lastName: string;
  /** Nine digits, or null when not given. */
  ssn: string | null;
  /** ISO date, or null when not given (DMG is then left out). */
  birthDate: string | null;
  /** INS02 for the relationship the applicant chose (beneficiaryRelationship.ts). */
  relationshipCode: string;
  /** The store takes primary beneficiaries only: their shares add up to 100. */
  designation: 'primary';
  /** Whole percent, 1 to 100. */
  percent: number;
}

/** A party of the header: its name, and an id with the qualifier that says what kind (N103/N104). */
export interface Party834 {
  name: string;
  idQualifier: string;
  id: string;
}

export type Relationship834 = 'subscriber' | 'spouse' | 'child';
export type Gender834 = 'M' | 'F' | 'U';

export interface Member834 {
  relationship: Relationship834;
  firstName: string;
  middleName: string;
  lastName: string;
  /** Nine digits, or null when not given (NM1 then carries no id). */
  ssn: string | null;
  birthDate: string;
  gender: Gender834;
  /** The home address: the subscriber's only (N3/N4). */
  address: Address834 | null;
  /** A change's or an audit's member loop: what it does to this member; absent for a submission. */
  maintenance?: MemberMaintenance834;
}

/** INS03 and HD01: 001 change, 021 addition, 024 cancellation or termination, 025 reinstatement, 030 audit. */
export type MaintenanceType = '001' | '021' | '024' | '025' | '030';

/** The header of a change's or an audit's transaction set. */
interface Maintenance834 {
  /** BGN02, unique per transaction: `<policy id>-C<change number>` for a change. */
  reference: string;
  /** BGN08: 2 change (update) for a change, 4 verify for an audit file. */
  action: '2' | '4';
  /** INS04 of every member loop: the change's life event's code, or the one its kind takes. */
  reason: string;
}

/** One member's loop in a change or an audit. */
export interface MemberMaintenance834 {
  /** INS03. */
  type: MaintenanceType;
  /** 2000 DTP*303, the day the change takes effect (a change of address); null sends none. */
  effectiveDate: string | null;
  /** The member's 2300 loops, each with its own HD01 and dates. */
  coverages: CoverageMaintenance834[];
}

/** One coverage of a member in a change or an audit. */
export interface CoverageMaintenance834 {
  coverage: Coverage834;
  /** HD01. */
  type: MaintenanceType;
  /** DTP*348, the benefit begins (021, 025, 030); null sends none. */
  begins: string | null;
  /** DTP*349, the last day of coverage (024); null sends none. */
  ends: string | null;
  /** DTP*303 in the 2300 loop, the day a change of the coverage (001: a new coverage level) takes effect. */
  changed: string | null;
}

/** A phone (ten digits) and an e-mail address; either may be '' (not given). */
export interface Contact834 {
  phone: string;
  email: string;
}

export interface Address834 {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}

export interface Coverage834 {
  tier: Tier;
  /** HD03: the insurance line, from 005010X220A1's list (the plan option's, from the catalog). */
  insuranceLine: string;
  /** HD04: the plan option as the carrier knows it (its coverage code; the plan id when the catalog has none). */
  coverageCode: string;
  /** DTP*348: the day the benefit begins (the enrollment's effective date). */
  effectiveDate: string;
  /** 2300 AMT*P3: the monthly premium the submission priced, in cents. */
  premiumCents: number;
  /** 2300 AMT*FK: the coverage amount (face amount, monthly benefit) in cents; null sends none. */
  coverageAmountCents: number | null;
}
