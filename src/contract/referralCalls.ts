import { z } from 'zod';
import { endpoint } from './endpoint';

/** A referral link's id, as in /referrals?rid=RFJE2024. */
export const referralId = z
  .string()
  .trim()
  .min(1, 'Referral not found')
  .max(20, 'Referral not found')
  .regex(/^[A-Za-z0-9]+$/, 'Referral not found');

export const getEnrollmentInfoReferral = endpoint({
  method: 'GET',
  path: 'get-enrollment-info-referral',
  summary:
    'Who a referral link comes from. An expired link answers valid_referral_link false; an unknown one 404.',
  query: z.object({ referral_id: referralId }),
  data: z.object({
    agent_id: z.number().nullable(),
    group_id: z.number().nullable(),
    portal_id: z.number().nullable(),
    valid_referral_link: z.boolean(),
    referrer_info: z.object({ name: z.string(), phone: z.string(), email: z.string() }).nullable(),
  }),
});
