import { MAX_SIGNATURE_LENGTH } from '../domain/forms/agreementForm';

/**
 * Request bodies larger than the app's default (64 KB, server/app.ts), for the few calls that carry
 * more; every other call is refused past the default before its body is read in full.
 */
/**
 * The agreement, with its signature picture: room for twice the longest signature, so one too long
 * is still read and answered at its field ('Signature is too large').
 */
export const AGREEMENT_BODY_BYTES = 2 * MAX_SIGNATURE_LENGTH;
/** Save and Continue Later's draft: any step's unsaved entries, the agreement's signature included. */
export const DRAFT_BODY_BYTES = 2 * MAX_SIGNATURE_LENGTH + 64 * 1024;
/** The primary health answers: every question's condition and the medications. */
export const HEALTH_BODY_BYTES = 256 * 1024;
/** Dependents, each with health answers of their own. */
export const DEPENDENTS_BODY_BYTES = 512 * 1024;
