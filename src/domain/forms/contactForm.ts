import { z } from 'zod';
import { email, optionalText, phone, requiredText, stateCode, zipCode } from '../fieldRules';

export const contactForm = z.object({
  email_address: email('Email is not in correct format'),
  phone_number: phone(),
  address1: requiredText(100),
  address2: optionalText(100),
  city: requiredText(60),
  state: stateCode(),
  zip: zipCode('Enter 5 digit zip code.'),
});
export type ContactForm = z.infer<typeof contactForm>;
