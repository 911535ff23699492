import type { Database } from '../db/schema';

/** Each rep's enroller codes (an agency's codes are its reps'). */
export function enrollerCodeRows(): Database['enroller_codes'][] {
  return [
    { code: 'JE1001', agent_id: 1, active: 1 },
    { code: 'JE1002', agent_id: 1, active: 0 },
    { code: 'PN2001', agent_id: 2, active: 1 },
    { code: 'MR3001', agent_id: 3, active: 1 },
    { code: 'EC4001', agent_id: 4, active: 1 },
  ];
}
