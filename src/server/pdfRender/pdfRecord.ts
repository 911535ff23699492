import type { ApplicationRecord } from './applicationRecord';
import type { ChangeRecord } from './changeRecord';

/** What the render pool renders (renderPool.ts): a signed application, or a change's confirmation (kind 'change'). */
export type PdfRecord = ApplicationRecord | ChangeRecord;
