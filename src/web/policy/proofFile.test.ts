import { describe, expect, it } from 'vitest';
import {
  PROOF_FORMAT_MESSAGE,
  PROOF_MAX_BYTES,
  PROOF_TOO_LARGE_MESSAGE,
} from '../../contract/changeProofCalls';
import { proofBlob, proofFileProblem, proofTypeOfFile } from './proofFile';

describe('a file chosen as proof, checked in the browser', () => {
  it.each([
    ['birth.pdf', 'application/pdf', 'application/pdf'],
    ['scan.JPG', 'image/jpeg', 'image/jpeg'],
    ['photo.png', 'image/png', 'image/png'],
    ['record.jpeg', '', 'image/jpeg'],
    ['record.PDF', '', 'application/pdf'],
    ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', null],
    ['picture.gif', 'image/gif', null],
    ['renamed.pdf', 'text/plain', null],
    ['no-ending', '', null],
  ])('%s (%s) is taken for %s', (name, type, expected) => {
    expect(proofTypeOfFile({ name, type })).toBe(expected);
  });

  it.each([
    [{ name: 'birth.pdf', type: 'application/pdf', size: 1200 }, null],
    [{ name: 'birth.pdf', type: 'application/pdf', size: PROOF_MAX_BYTES }, null],
    [{ name: 'birth.pdf', type: 'application/pdf', size: PROOF_MAX_BYTES + 1 }, PROOF_TOO_LARGE_MESSAGE],
    [{ name: 'birth.gif', type: 'image/gif', size: 1200 }, PROOF_FORMAT_MESSAGE],
    [{ name: 'huge.txt', type: 'text/plain', size: PROOF_MAX_BYTES * 2 }, PROOF_FORMAT_MESSAGE],
  ])('%o: %s', (file, problem) => {
    expect(proofFileProblem(file)).toBe(problem);
  });

  it("decodes a proof's data URL to its bytes", async () => {
    const blob = proofBlob(`data:application/pdf;base64,${btoa('%PDF-1.4\n\xff')}`, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Array.from(bytes)).toEqual([...'%PDF-1.4\n'].map((c) => c.charCodeAt(0)).concat(0xff));
  });
});
