import { z } from 'zod';
import { endpoint } from './endpoint';
import { TAB_NAMES } from './enrollmentCalls';
import { enrollmentId } from './wireFields';

/** Whether one wizard tab is required for this enrollment (the same plan as get-dynamic-tabs); the dependent step asks it of the health tab. */
export const checkTabRequired = endpoint({
  method: 'GET',
  path: 'check-tab-required',
  summary: 'Whether the named wizard tab (e.g. primary_health_info) is required for this enrollment.',
  query: z.object({ enrollment_id: enrollmentId, tab_name: z.enum(TAB_NAMES) }),
  data: z.object({ result: z.object({ required: z.boolean() }) }),
});
