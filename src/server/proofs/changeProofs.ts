import { randomUUID } from 'node:crypto';
import {
  type ChangeProofWire,
  PROOF_FORMAT_MESSAGE,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE_MESSAGE,
  type ProofType,
} from '../../contract/changeProofCalls';
import type { BlobStore } from '../adapters/blobStore';
import type { Db } from '../db/database';
import type { SealedStore } from '../db/sealedJson';
import { fieldError, notFound } from '../http/appError';

/** What keeping and opening a proof needs: the database, the sealing key and the blob store. */
export interface ProofDeps extends SealedStore {
  blobs: BlobStore;
}

/** The first bytes each kind of file starts with: a file is taken for what it is, not what it says. */
const SIGNATURES: [ProofType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The kind of file the bytes are, or null when they are none of a proof's kinds. */
function proofTypeOf(bytes: Buffer): ProofType | null {
  for (const [type, signature] of SIGNATURES)
    if (signature.every((byte, index) => bytes[index] === byte)) return type;
  return null;
}

/** A data URL's bytes, checked to be the kind it names and at most 5 MB. */
function proofBytes(dataUrl: string): { type: ProofType; bytes: Buffer } {
  const match = /^data:([a-z/]+);base64,(.*)$/.exec(dataUrl);
  const bytes = Buffer.from(match?.[2] ?? '', 'base64');
  const type = proofTypeOf(bytes);
  if (!match || type === null || type !== match[1]) throw fieldError('content', PROOF_FORMAT_MESSAGE);
  if (bytes.length > PROOF_MAX_BYTES) throw fieldError('content', PROOF_TOO_LARGE_MESSAGE, 413);
  return { type, bytes };
}

type ProofRow = {
  id: string;
  file_name: string;
  content_type: string;
  bytes: number;
  uploaded_at: string;
  status: string;
  reviewed_at: string | null;
  note: string | null;
};

const wireOf = (row: ProofRow): ChangeProofWire => ({
  proof_id: row.id,
  file_name: row.file_name,
  content_type: row.content_type as ProofType,
  bytes: row.bytes,
  uploaded_at: row.uploaded_at,
  status: row.status as ChangeProofWire['status'],
  reviewed_at: row.reviewed_at,
  note: row.note,
});

const PROOF_COLUMNS = [
  'id',
  'file_name',
  'content_type',
  'bytes',
  'uploaded_at',
  'status',
  'reviewed_at',
  'note',
] as const;

/**
 * Keeps a proof of the change `changeId` of the policy `enrollmentId`: the bytes sealed in the blob store
 * first (a row never names a blob that is not there), then its row. Answers it as the wire shows it.
 */
export async function keepProof(
  deps: ProofDeps,
  proof: { enrollmentId: string; changeId: string; fileName: string; dataUrl: string; by: string; at: Date },
): Promise<ChangeProofWire> {
  const change = await deps.db
    .selectFrom('policy_changes')
    .select('id')
    .where('id', '=', proof.changeId)
    .where('enrollment_id', '=', proof.enrollmentId)
    .executeTakeFirst();
  if (!change) throw notFound('change_id', 'Change not found');
  const { type, bytes } = proofBytes(proof.dataUrl);
  const id = randomUUID();
  const key = `proofs/${proof.changeId}/${id}`;
  await deps.blobs.put(key, deps.secretBox.sealBytes(bytes));
  const row = {
    id,
    change_id: proof.changeId,
    blob_key: key,
    file_name: proof.fileName,
    content_type: type,
    bytes: bytes.length,
    uploaded_by: proof.by,
    uploaded_at: proof.at.toISOString(),
    status: 'submitted',
    reviewed_by: null,
    reviewed_at: null,
    note: null,
  };
  await deps.db.insertInto('change_proofs').values(row).execute();
  return wireOf(row);
}

/** The proofs of a policy's changes, by change id, oldest first. */
export async function proofsOfPolicy(db: Db, enrollmentId: string): Promise<Map<string, ChangeProofWire[]>> {
  const rows = await db
    .selectFrom('change_proofs')
    .innerJoin('policy_changes', 'policy_changes.id', 'change_proofs.change_id')
    .select(['change_proofs.change_id', ...PROOF_COLUMNS.map((column) => `change_proofs.${column}` as const)])
    .where('policy_changes.enrollment_id', '=', enrollmentId)
    .orderBy('change_proofs.uploaded_at')
    .orderBy('change_proofs.id')
    .execute();
  const byChange = new Map<string, ChangeProofWire[]>();
  for (const row of rows) byChange.set(row.change_id, [...(byChange.get(row.change_id) ?? []), wireOf(row)]);
  return byChange;
}

/** A proof of the policy, or 404. */
async function proofOfPolicy(db: Db, enrollmentId: string, proofId: string) {
  const row = await db
    .selectFrom('change_proofs')
    .innerJoin('policy_changes', 'policy_changes.id', 'change_proofs.change_id')
    .select(['change_proofs.blob_key', ...PROOF_COLUMNS.map((column) => `change_proofs.${column}` as const)])
    .where('policy_changes.enrollment_id', '=', enrollmentId)
    .where('change_proofs.id', '=', proofId)
    .executeTakeFirst();
  if (!row) throw notFound('proof_id', 'Proof not found');
  return row;
}

/**
 * The review of a proof: accepted, or refused with a note; once only (a second review answers 409, and
 * two reviews at the same time cannot both count: the update takes a proof still 'submitted').
 */
export async function reviewProof(
  db: Db,
  review: {
    enrollmentId: string;
    proofId: string;
    decision: 'accepted' | 'refused';
    note: string | null;
    by: string;
    at: Date;
  },
): Promise<ChangeProofWire> {
  const row = await proofOfPolicy(db, review.enrollmentId, review.proofId);
  const reviewed = await db
    .updateTable('change_proofs')
    .set({
      status: review.decision,
      reviewed_by: review.by,
      reviewed_at: review.at.toISOString(),
      note: review.note,
    })
    .where('id', '=', review.proofId)
    .where('status', '=', 'submitted')
    .executeTakeFirst();
  if (Number(reviewed.numUpdatedRows) !== 1)
    throw fieldError('proof_id', `This proof has already been ${row.status}`, 409);
  return wireOf({ ...row, status: review.decision, reviewed_at: review.at.toISOString(), note: review.note });
}

/** A proof's file opened, as a data URL for its reviewer. */
export async function openProof(
  deps: ProofDeps,
  enrollmentId: string,
  proofId: string,
): Promise<{ file_name: string; content_type: ProofType; content: string }> {
  const row = await proofOfPolicy(deps.db, enrollmentId, proofId);
  const sealed = await deps.blobs.get(row.blob_key);
  if (!sealed) throw notFound('proof_id', 'The proof’s file is missing');
  const bytes = deps.secretBox.openBytes(sealed);
  return {
    file_name: row.file_name,
    content_type: row.content_type as ProofType,
    content: `data:${row.content_type};base64,${bytes.toString('base64')}`,
  };
}
