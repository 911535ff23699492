/**
 * How long a saved enrollment can be resumed (document 2, section 9: "Validity period of the resume
 * code: not shown"; decided in docs/decisions.md): a week. An open enrollment quiet for longer than
 * this, with no code still valid, is abandoned, and its step pictures are deleted.
 */
export const RESUME_DAYS = 7;
