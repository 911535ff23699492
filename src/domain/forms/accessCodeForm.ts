import { z } from 'zod';
import { requiredText, stop } from '../fieldRules';

export const CODE_FORMAT = 'Enter the code as letters and digits';
export const AGENT_CODE_UNKNOWN = 'No representative has this access code';
export const GROUP_CODE_UNKNOWN = 'No company has this enrollment code';

/** A rep's access code or a group's enrollment code: letters and digits, like "JE7K2M9Q". */
const code = () =>
  requiredText(20)
    .regex(/^[A-Za-z0-9]+$/, stop(CODE_FORMAT))
    .transform((value) => value.toUpperCase());

/** The footer's Access Code (rep) form. */
export const agentCodeForm = z.object({ agent_code: code() });
/** The footer's Employee Enrollment (group code) form. */
export const groupCodeForm = z.object({ group_code: code() });
