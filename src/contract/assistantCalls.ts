import { z } from 'zod';
import { assistantAnswerForm } from '../domain/forms/assistantForm';
import { endpoint } from './endpoint';
import { numericId } from './wireFields';

/** A visitor's random device id, kept in the browser under deviceId. */
const deviceId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown device');

const webUrl = z.string().max(500).default('');

const conversation = z.object({
  /** The next question, or null once all are answered. */
  question: z.object({ id: z.number(), question: z.string() }).nullable(),
  answers: z.array(
    z.object({
      question_id: z.number(),
      answer: z.string(),
      assistant_question: z.object({ question: z.string() }),
    }),
  ),
  /** The 24-hour message once every question is answered. */
  message: z.string().nullable(),
});

export const assistGet = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'assist/get',
  summary: "The rep assistant's conversation with this device: past answers and the next question.",
  query: z.object({ agent_id: numericId, device_id: deviceId, web_url: webUrl }),
  data: conversation,
});

export const assistAdd = endpoint({
  method: 'POST',
  host: 'benefit',
  path: 'assist/add',
  summary:
    "Answers one of the assistant's questions (an answer given again replaces the earlier one); answers the conversation.",
  body: assistantAnswerForm.extend({
    question_id: numericId,
    device_id: deviceId,
    agent_id: numericId,
    web_url: webUrl,
  }),
  data: conversation,
});

export const getTicketLink = endpoint({
  method: 'GET',
  path: 'get-ticket-link',
  summary: 'Where support requests and feedback go.',
  data: z.object({ ticket: z.string(), feedback: z.string() }),
});

export const checkLeadInformation = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'check-lead-information',
  summary:
    'Whether this device has already left its details for this rep through the assistant, with the 24-hour message.',
  query: z.object({ device_id: deviceId, web_url: webUrl, agent_id: numericId }),
  data: z.object({ exists: z.boolean(), message: z.string().nullable() }),
});

/** A kept lead as its own device sees it: never the answers, so a guessed device id tells nothing. */
const leadView = z.object({
  device_id: z.string(),
  agent_id: z.number(),
  group_id: z.number().nullable(),
  web_url: z.string(),
  /** Every question answered. */
  completed: z.boolean(),
  /** The rep has been sent the answers (queued in the outbox). */
  rep_notified: z.boolean(),
});

/** Document 1's lead call: keeps this device's lead with the rep (store_information=1) and answers its state. */
export const getLeadInformation = endpoint({
  method: 'GET',
  host: 'benefit',
  path: 'get-lead-information',
  summary:
    "This device's lead with a rep: with store_information=1 the visit is kept (device, page, rep, group); answers whether the questions are done and the rep told.",
  query: z.object({
    store_information: z.enum(['0', '1']).default('0'),
    device_id: deviceId,
    web_url: webUrl,
    group_id: numericId.optional(),
    agent_id: numericId,
  }),
  data: z.object({ lead: leadView.nullable(), message: z.string().nullable() }),
});
