import type { AgreementMode } from '../../../../domain/agreement/agreementModes';
import { stepHeading } from '../../../../domain/wizardStepNames';

/** The Agreement screen's title (document 3, 2.4). */
export const AGREEMENT_TITLE = stepHeading('agreement');

/** The label of the name each mode shows, read-only. */
export const NAME_LABELS: Record<AgreementMode, string> = {
  rep: 'Name of Broker',
  group: 'Name of Group',
  applicant: 'Name of Applicant',
  sigapplicant: 'Name of Applicant',
};

/** The label of the code a broker or a group shows, read-only. */
export const CODE_LABELS = { agent_code: 'Broker Code', group_code: 'Group Code' } as const;

export const QUESTION_LABEL = 'Verification Question';
export const ANSWER_LABEL = 'Verify Answer';
export const DATE_LABEL = 'Date';

/** The consent to sign electronically (ESIGN), shown before the signature. */
export const ESIGN = {
  heading: 'Consent to Electronic Signature and Records',
  paragraphs: [
    'You agree to use an electronic signature for this application and to receive it and its records electronically. Your electronic signature has the same effect as a handwritten one.',
    'You may ask for a paper copy of this application, or to sign on paper instead, at no charge: ask your broker or our service team before you submit. You may withdraw this consent until you submit.',
    'You can print this page now, and download or print the signed application from the receipt page after you submit. You need a current web browser and a PDF reader to keep a copy.',
  ],
  /** Shown only where the store keeps the step pictures (site.json `step_pictures`). */
  pictures:
    'A picture of each page you fill in during this application is kept with your application, as a record of what you saw and entered. Social Security, bank account and card numbers are left out of the pictures.',
  print: 'Print this page',
  label: 'I agree to use an electronic signature and electronic records',
  summaryLabel: 'Electronic signature consent',
  padHint: 'Accept the consent to sign electronically above before you sign.',
} as const;

/** The checkbox under an agreement text. */
export const tickLabel = (head: string) => `I have read and agree to the ${head}`;
