import type { AgreementTextTable } from '../schema';

const general = (id: number, position: number, text_head: string, text_body: string) => ({
  id,
  position,
  text_head,
  text_body,
  text_required: 1,
  carrier_id: null,
  plan_id: null,
});

const KEYSTONE_BENEFICIARY =
  'I understand that the beneficiaries I named in this application receive the death benefit in the shares I gave, and that I may change them only by a written request that Keystone Benefit Life accepts before my death.';
const SUMMIT_PRE_EXISTING =
  'Summit Health Partners may not cover a condition for which I received medical advice, diagnosis, care or treatment in the 12 months before my coverage starts, until I have been covered for 12 months.';

/**
 * The Agreement step's texts: three for every enrollment (authorization, accuracy, the right to
 * cancel; consent to sign electronically is the step's own ESIGN block, not a text), a beneficiary statement for Keystone's term life plans and a pre-existing
 * conditions notice, to read without ticking, for Summit's medical plans.
 */
export function agreementTextRows(): AgreementTextTable[] {
  return [
    general(
      1,
      10,
      'Authorization',
      'I authorize the carriers named in this application to enroll me in the plans in my cart and to draft the premiums by the payment method I chose.',
    ),
    general(
      2,
      20,
      'Accuracy of information',
      'I have read this application and the answers given are complete and true to the best of my knowledge and belief.',
    ),
    general(
      3,
      30,
      'Right to cancel',
      'I understand that I may cancel any plan in this application within 30 days of its effective date and receive a full refund of the premiums I paid, unless a claim has been paid under it.',
    ),
    ...[141, 142].map((planId, index) => ({
      id: 10 + index,
      position: 40,
      text_head: 'Beneficiary designation',
      text_body: KEYSTONE_BENEFICIARY,
      text_required: 1,
      carrier_id: 2,
      plan_id: planId,
    })),
    ...[121, 122, 123].map((planId, index) => ({
      id: 20 + index,
      position: 50,
      text_head: 'Pre-existing conditions notice',
      text_body: SUMMIT_PRE_EXISTING,
      text_required: 0,
      carrier_id: 3,
      plan_id: planId,
    })),
  ];
}
