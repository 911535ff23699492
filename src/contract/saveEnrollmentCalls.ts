import { z } from 'zod';
import { quoteForm } from '../domain/forms/quoteForm';
import { continueForm, saveLaterForm } from '../domain/forms/resumeForms';
import { DRAFT_BODY_BYTES } from './bodyLimits';
import { endpoint } from './endpoint';
import { STEP_COLUMNS } from './filterCalls';
import { enrollmentId } from './wireFields';

const quoteBody = quoteForm.extend({
  enrollment_id: enrollmentId,
  tab: z.literal('cart_info'),
  data: z.unknown().optional(),
});

const saveLaterBody = saveLaterForm.extend({
  enrollment_id: enrollmentId,
  /** The wizard tab to resume at. */
  tab: z.enum(STEP_COLUMNS),
  data: z.unknown().optional(),
});

export const saveEnrollment = endpoint({
  method: 'POST',
  path: 'save-enrollment',
  summary:
    "tab cart_info: sends the cart as a personalized quote (the enrollment's own signed-in rep or group). Any wizard tab: Save and Continue Later — e-mails a single-use code and link to resume at that tab.",
  body: z.discriminatedUnion('tab', [quoteBody, saveLaterBody], { error: () => 'Unknown tab' }),
  data: z.object({ sent_to: z.string() }),
  bodyLimit: DRAFT_BODY_BYTES,
});

/** What a resumed enrollment is: its id, the tab to go to, and whom it is for. */
export const resumed = z.object({
  enrollment_id: enrollmentId,
  saved_tab: z.string(),
  others: z.object({
    type: z.string(),
    eprocess: z.string(),
    open_type: z.string().nullable(),
    agent_id: z.number().nullable(),
    group_id: z.number().nullable(),
    platform_group_id: z.number().nullable(),
  }),
});

export const continueEnrollment = endpoint({
  method: 'POST',
  path: 'continue-enrollment',
  summary:
    'Resumes a saved enrollment in this browser by its e-mailed code and the e-mail it went to. Codes are single-use and expire; failures are rate limited.',
  body: continueForm,
  data: resumed,
});

export const directContinue = endpoint({
  method: 'POST',
  path: 'direct-continue/:id',
  summary: "Resumes a saved enrollment from the e-mail's link (single-use, expiring).",
  params: z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This link is not valid or has expired'),
  }),
  data: resumed,
});
