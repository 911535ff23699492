import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type AgreementMode, MODE_IDENTITY } from '../../../domain/agreement/agreementModes';
import { recordAudit } from '../../audit/auditTrail';
import type { Db } from '../../db/database';
import type { TabDoc } from '../../enrollment/tabStore';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The audit trail's entry for a signed agreement: who signed as what (mode, name, rep or group
 * code), the texts agreed to (their heads and the SHA-256 of the exact texts), the consent to sign
 * electronically, a hash of the signature image; the time, client address and user agent come
 * with every entry. `signed` is the document STEP_CHECKS.agreement answered, before sealing; `db` is
 * the transaction that stores the step, so the signature and its audit entry land together or not at all.
 */
export async function recordAgreementAudit(
  db: Db,
  at: Date,
  request: FastifyRequest,
  enrollmentId: string,
  signed: TabDoc,
): Promise<void> {
  const mode = signed.mode as AgreementMode;
  const { name } = MODE_IDENTITY[mode] ?? { name: null };
  const texts = Array.isArray(signed.agreed_texts) ? (signed.agreed_texts as { text_head: string }[]) : [];
  const signature = text(signed.signature);
  await recordAudit(db, {
    enrollmentId,
    action: 'agreement-signed',
    request,
    document: signed,
    at,
    details: {
      mode,
      eprocess: text(signed.eprocess),
      signer_name: name ? text(signed[name]) : text(signed.user_name),
      agent_code: mode === 'rep' ? text(signed.agent_code) : '',
      group_code: mode === 'group' ? text(signed.group_code) : '',
      question_id: signed.question_id ?? null,
      answered: text(signed.answer) !== '',
      date: text(signed.date),
      text_heads: texts.map((entry) => entry.text_head),
      texts_hash: text(signed.texts_hash),
      esign_consent: signed.esign_consent === true,
      signature_sha256: signature ? createHash('sha256').update(signature).digest('hex') : null,
    },
  });
}
