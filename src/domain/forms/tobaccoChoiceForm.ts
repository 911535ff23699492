import { z } from 'zod';
import { oneOf } from '../fieldRules';

/** Tobacco use asked of a current member, whose other details are on file: a tobacco-rated plan needs it. */
export const tobaccoChoiceForm = z.object({ is_smoker: oneOf(['0', '1'] as const) });
