import {
  PROOF_FORMAT_MESSAGE,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE_MESSAGE,
  PROOF_TYPES,
  type ProofType,
} from '../../contract/changeProofCalls';
import { dataUrlOf } from '../capture/dataUrlOf';

/** What a proof's file input accepts: the kinds the server keeps (changeProofCalls.ts PROOF_TYPES). */
export const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png';

const BY_EXTENSION: Record<string, ProofType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The kind a chosen file is, by the type the browser gives it, else by its name's ending; null: none of a proof's. */
export function proofTypeOfFile(file: { name: string; type: string }): ProofType | null {
  const byType = PROOF_TYPES.find((type) => type === file.type);
  if (byType) return byType;
  if (file.type) return null;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/**
 * Why a chosen file cannot be a proof, in the server's own words (another kind of file, or over
 * 5 MB), before anything is sent; null when it may be sent. The server checks the bytes again.
 */
export function proofFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (proofTypeOfFile(file) === null) return PROOF_FORMAT_MESSAGE;
  if (file.size > PROOF_MAX_BYTES) return PROOF_TOO_LARGE_MESSAGE;
  return null;
}

/** The file as the data URL the upload sends, naming the kind the file was taken for. */
export async function proofDataUrl(file: File): Promise<string> {
  const read = await dataUrlOf(file);
  const base64 = read.slice(read.indexOf(',') + 1);
  return `data:${proofTypeOfFile(file) ?? file.type};base64,${base64}`;
}

/** A proof's file (a data URL from getChangeProofFile) as a Blob, decoded here: no request is made for it. */
export function proofBlob(dataUrl: string, contentType: string): Blob {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}

/**
 * Saves a proof's file under its name from a blob: URL, revoked soon after, so the file's content
 * never lands in browser storage or an address the browser keeps.
 */
export function saveProofFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
