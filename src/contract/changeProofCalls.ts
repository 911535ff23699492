import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The proof a life event asks for (life_events.json `proof`, e.g. a birth certificate), uploaded with
 * or after the change it backs (issue 41): kept sealed, and reviewed by the rep or group administrator.
 */

/** Largest proof accepted: 5 MB of file, as base64 characters of its data URL. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_MAX_CHARS = Math.ceil(PROOF_MAX_BYTES / 3) * 4 + 64;

export const PROOF_FORMAT_MESSAGE = 'The proof must be a PDF, JPEG or PNG file';
export const PROOF_TOO_LARGE_MESSAGE = 'The proof is larger than 5 MB';

/** The kinds of file a proof may be, by their media type. */
export const PROOF_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ProofType = (typeof PROOF_TYPES)[number];

const proofDataUrl = z
  .string({ error: () => PROOF_FORMAT_MESSAGE })
  .max(PROOF_MAX_CHARS, PROOF_TOO_LARGE_MESSAGE)
  .regex(
    /^data:(application\/pdf|image\/jpeg|image\/png);base64,[A-Za-z0-9+/]+={0,2}$/,
    PROOF_FORMAT_MESSAGE,
  );

/** Where a proof stands: waiting for its review, or accepted or refused with the reviewer's note. */
const PROOF_STATUSES = ['submitted', 'accepted', 'refused'] as const;

export const changeProof = z.object({
  proof_id: z.string(),
  file_name: z.string(),
  content_type: z.enum(PROOF_TYPES),
  bytes: z.number().int(),
  uploaded_at: z.string(),
  status: z.enum(PROOF_STATUSES),
  reviewed_at: z.string().nullable(),
  note: z.string().nullable(),
});
export type ChangeProofWire = z.infer<typeof changeProof>;

const policyId = z.string().min(1, 'Policy not found').max(40, 'Policy not found');
const changeId = z.string().min(1, 'Change not found').max(64, 'Change not found');
/** The member link's enrollment (member home); a rep or group administrator leaves it out. */
const asMember = z.string().max(64).optional();

export const uploadChangeProof = endpoint({
  method: 'POST',
  path: 'upload-change-proof',
  summary:
    "Keeps the proof of a change to a policy in the caller's reach (a PDF, JPEG or PNG of at most 5 MB, as a data URL), sealed at rest, for the rep's review; a change's earlier proofs are kept. Outside the reach: 404.",
  body: z.object({
    policy_id: policyId,
    enrollment_id: asMember,
    change_id: changeId,
    file_name: z.string().trim().min(1, 'Name the file').max(120, 'The file name is too long'),
    content: proofDataUrl,
  }),
  data: changeProof,
  bodyLimit: PROOF_MAX_CHARS + 16 * 1024,
});

/** A proof's review as sent, checked by the reviewer's form too: a refusal must say why. */
export const proofReviewBody = z
  .object({
    policy_id: policyId,
    proof_id: z.string().min(1, 'Proof not found').max(64, 'Proof not found'),
    decision: z.enum(['accepted', 'refused'], { error: () => 'Accept or refuse the proof' }),
    note: z.string().trim().max(300, 'At most 300 characters').optional(),
  })
  .refine((body) => body.decision === 'accepted' || Boolean(body.note), {
    path: ['note'],
    message: 'Say why the proof is refused',
  });

export const reviewChangeProof = endpoint({
  method: 'POST',
  path: 'review-change-proof',
  summary:
    "The rep's or group administrator's review of a change's proof: accepted, or refused with a note the member reads. A proof already reviewed: 409.",
  body: proofReviewBody,
  data: changeProof,
});

export const getChangeProofFile = endpoint({
  method: 'GET',
  path: 'get-change-proof-file',
  summary:
    "One proof's file for its review, as a data URL (never cached); the rep's or group administrator's only. Outside the reach: 404.",
  query: z.object({ policy_id: policyId, proof_id: z.string().min(1).max(64) }),
  data: z.object({ file_name: z.string(), content_type: z.enum(PROOF_TYPES), content: z.string() }),
});
