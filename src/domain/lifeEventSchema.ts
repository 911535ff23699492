import { z } from 'zod';
import { didYouMean } from './nearestName';

/**
 * The life events a package names (life_events.json, docs/catalog.md): what happened to a member that
 * lets coverage change outside open enrollment, within a window around the event's date.
 */

/**
 * INS04, the maintenance reason codes of the 834 (005010X220A1) in the guide's order, each with its meaning.
 * Kept as data: a carrier's companion guide names the codes it reads, and `validate` lists these.
 */
export const INS04_REASONS = [
  ['01', 'Divorce'],
  ['02', 'Birth'],
  ['03', 'Death'],
  ['04', 'Retirement'],
  ['05', 'Adoption'],
  ['06', 'Strike'],
  ['07', 'Termination of Benefits'],
  ['08', 'Termination of Employment'],
  ['09', 'Consolidated Omnibus Budget Reconciliation Act (COBRA)'],
  ['10', 'COBRA Premium Paid'],
  ['11', 'Surviving Spouse'],
  ['14', 'Voluntary Withdrawal'],
  ['15', 'Primary Care Provider (PCP) Change'],
  ['16', 'Quit'],
  ['17', 'Fired'],
  ['18', 'Suspended'],
  ['20', 'Active'],
  ['21', 'Disability'],
  ['22', 'Plan Change'],
  ['25', 'Change in Identifying Data Elements'],
  ['26', 'Declined Coverage'],
  ['27', 'Pre-Enrollment'],
  ['28', 'Initial Enrollment'],
  ['29', 'Benefit Selection'],
  ['31', 'Legal Separation'],
  ['32', 'Marriage'],
  ['33', 'Personnel Data'],
  ['37', 'Leave of Absence with Benefits'],
  ['38', 'Leave of Absence without Benefits'],
  ['39', 'Lay Off with Benefits'],
  ['40', 'Lay Off without Benefits'],
  ['41', 'Re-enrollment'],
  ['43', 'Change of Location'],
  ['59', 'Non Payment'],
  ['AA', 'Dissatisfaction with Office Staff'],
  ['AB', 'Dissatisfaction with Medical Care/Services Rendered'],
  ['AC', 'Inconvenient Office Location'],
  ['AD', 'Dissatisfaction with Office Hours'],
  ['AE', 'Unable to Schedule Appointments in a Timely Manner'],
  ['AF', "Dissatisfaction with Physician's Referral Policy"],
  ['AG', 'Less Respect and Attention Time Given than to Other Patients'],
  ['AH', 'Patient Moved to a New Location'],
  ['AI', 'No Reason Given'],
  ['AJ', 'Appointment Times not Met in a Timely Manner'],
  ['AL', 'Algorithm Assigned Benefit Selection'],
  ['EC', 'Member Benefit Selection'],
  ['XN', 'Notification Only'],
  ['XT', 'Transfer'],
] as const;
const INS04_CODES = INS04_REASONS.map(([code]) => code) as [
  (typeof INS04_REASONS)[number][0],
  ...(typeof INS04_REASONS)[number][0][],
];

/**
 * When coverage changed by the event starts: on the event's date, on the first of the next month, or
 * by the 15th rule (reported by the 15th: the first of the next month; after it, the month after).
 */
const EFFECTIVE_RULES = ['event_date', 'first_of_next_month', 'first_of_month_after_15th'] as const;

/** What an event lets the member do. */
const EVENT_ALLOWS = ['add_member', 'drop_member', 'change_option', 'end_coverage'] as const;

/** Days before or after the event's date a change may be made: whole days, 0 to 365. */
const windowDays = z.number().int().min(0).max(365);

export const lifeEventSchema = z
  .object({
    /** How changes and the agency API name it: lowercase words joined by _, e.g. loss_of_coverage. */
    id: z
      .string()
      .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, 'must be lowercase words joined by _, e.g. loss_of_coverage')
      .max(60),
    /** What the member reads, e.g. "Birth". */
    name: z.string().trim().min(1).max(80),
    /** How many days before the event a change may be asked (0: not before it). */
    window_before_days: windowDays,
    /** How many days after the event a change may still be asked. */
    window_after_days: windowDays,
    effective: z.enum(EFFECTIVE_RULES),
    /** The changes the event allows, at least one, each once. */
    allows: z
      .array(z.enum(EVENT_ALLOWS))
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'names a change twice'),
    /** The proof to upload, in plain words ("The birth certificate"); null: none is asked. */
    proof: z.string().trim().min(1).max(300).nullable().default(null),
    /**
     * The windows in employer-group plans when they differ from the individual market's (a birth is 0/30
     * under most group plans' HIPAA special enrollment, 0/60 on the individual market); null: the same.
     */
    group: z
      .object({ window_before_days: windowDays, window_after_days: windowDays })
      .strict()
      .nullable()
      .default(null),
    /** INS04 on the event's 834s. */
    ins04: z.enum(INS04_CODES, {
      error: (issue) =>
        `is ${JSON.stringify(issue.input)}, not an 834 maintenance reason code (INS04)${didYouMean(String(issue.input), INS04_CODES)}`,
    }),
  })
  .strict();
export type LifeEvent = z.infer<typeof lifeEventSchema>;
