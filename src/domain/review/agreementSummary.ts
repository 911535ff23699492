import type { Describer, SummaryDocument } from './summaryTypes';
import { briefOf, listOf, rowsOf, textOf, yesNo } from './summaryValues';
import { SIGNER_NAMES } from './valueNames';

/** The texts as agreed to, each with its tick; a notice that need not be ticked counts as read. */
function textsOf(doc: SummaryDocument): { head: string; required: boolean; ticked: boolean }[] {
  const ticks = Array.isArray(doc.acknowledgements) ? doc.acknowledgements : [];
  return listOf(doc.agreed_texts)
    .map((text, index) => ({
      head: textOf(text.text_head),
      required: text.text_required !== false,
      ticked: yesNo(ticks[index]) === 'Yes',
    }))
    .filter((text) => text.head !== '');
}

/** Whether every text that must be ticked was ticked. */
function acknowledged(texts: ReturnType<typeof textsOf>): string {
  if (texts.length === 0) return '';
  return texts.every((text) => !text.required || text.ticked) ? 'All agreed' : 'Not all agreed';
}

/**
 * Agreement and Signature: the acknowledgements, the verification (question, names, codes, date)
 * and who signed. The signature itself is an image, shown apart, never as a row.
 */
export const agreementSummary: Describer = (doc) => {
  // The texts as agreed to, kept word for word with the signature.
  const texts = textsOf(doc);
  const signer = SIGNER_NAMES[textOf(doc.mode) || textOf(doc.eprocess)] ?? '';
  const signedBy =
    textOf(doc.user_name) || textOf(doc.agent_name) || textOf(doc.group_name) || (signer ? signer : '');
  const signed = textOf(doc.signature) ? 'Signed' : '';
  const agreement = rowsOf([
    ['Agreements', acknowledged(texts)],
    ['Consent to sign electronically', doc.esign_consent === undefined ? '' : yesNo(doc.esign_consent)],
  ]);
  const verification = rowsOf([
    ['Verification', signer ? `${signer} Verification` : ''],
    ['Verification Question', textOf(doc.question)],
    ['Verify Answer', textOf(doc.answer)],
    ['Verification Code', textOf(doc.verification_code)],
    ['Name of Broker', textOf(doc.agent_name)],
    ['Broker Code', textOf(doc.agent_code)],
    ['Name of Group', textOf(doc.group_name)],
    ['Group Code', textOf(doc.group_code)],
    ['Name of Applicant', textOf(doc.user_name)],
    ['Date', textOf(doc.date)],
    ['Signature', signed],
  ]);
  return {
    brief: briefOf([signed && signedBy ? `Signed by ${signedBy}` : signed, textOf(doc.date)]),
    sections: [
      { title: null, rows: agreement },
      ...(texts.length > 0
        ? [
            {
              title: 'Agreed to',
              rows: texts.map((text) => ({ label: text.head, value: text.required ? 'Agreed' : 'Read' })),
            },
          ]
        : []),
      { title: 'Verification', rows: verification },
    ].filter((section) => section.rows.length > 0),
  };
};
