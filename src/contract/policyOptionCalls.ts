import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The plan options a policy's running coverage may move to (issue 41's change_option): what the change
 * form offers, each priced as the change engine would price it, so the price chosen is the one reviewed.
 */

/** One plan option a coverage may move to, with its monthly price at the coverage's tier for its members. */
const optionChoice = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  carrier_name: z.string(),
  option: z.string(),
  monthly: z.number(),
});

/** A running coverage (one plan option) and the options of its category it may move to, cheapest first. */
const coverageChoices = z.object({
  plan_id: z.number(),
  plan_name: z.string(),
  carrier_name: z.string(),
  category: z.string(),
  option: z.string(),
  tier: z.string(),
  /** The day the prices are for (mm/dd/yyyy): the day the change would take effect. */
  priced_on: z.string(),
  choices: z.array(optionChoice),
});
export type CoverageChoices = z.infer<typeof coverageChoices>;

export const getPolicyOptions = endpoint({
  method: 'GET',
  path: 'get-policy-options',
  summary:
    "For a policy in the caller's reach (the member by their member link's enrollment_id; the signed-in rep or group administrator by their book), each running coverage and the plan options of its category it may move to with make-policy-change's change_option: the catalog's plans on sale that price at the coverage's tier, each with its monthly price on the day the change would take effect (under the event and date given, else today). Outside the reach: 404.",
  query: z.object({
    policy_id: z.string().min(1, 'Policy not found').max(40, 'Policy not found'),
    enrollment_id: z.string().max(64).optional(),
    /** The life event and its date the change will name: the prices are for the day it takes effect. */
    event: z.string().max(60).optional(),
    event_date: z.string().trim().max(10).optional(),
  }),
  data: z.object({ coverages: z.array(coverageChoices) }),
});
