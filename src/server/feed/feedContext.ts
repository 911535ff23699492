import type { ExchangeContext } from '../adapters/carrierExchangeRun';
import type { SealedStore } from '../db/sealedJson';

/** What the carrier feed's rounds need: the store, the clock, and how files are addressed and sent. */
export interface FeedContext extends SealedStore {
  now: () => Date;
  /** ISA15: 'T' (test) for the demo store, 'P' in production. */
  usage: 'P' | 'T';
  /** HH:MM UTC: when a daily carrier's file is made. */
  dailyAt: string;
  /** At most this many enrollments in one interchange (500 unless set); more go in further files. */
  enrollmentsPerFile?: number;
  exchange: ExchangeContext;
  /** Days a plain 834 stays in a `files` carrier's outbound folder after the carrier answered it (OUTBOUND_RETENTION_DAYS). */
  outboundRetentionDays: number;
  /** Reading carriers' acknowledgements: the largest file read, and how long one carrier's round may take. */
  inbound: InboundLimits;
}

interface InboundLimits {
  maxBytes: number;
  carrierTimeoutMs: number;
  /** Per carrier, this node's failed reading rounds in a row and when it is next tried. */
  retry: Map<number, { failures: number; nextAt: number }>;
}
