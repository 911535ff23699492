import { z } from 'zod';
import { optionalText } from '../fieldRules';

export const reviewForm = z.object({ additional_notes: optionalText(2000) });
