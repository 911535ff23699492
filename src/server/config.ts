import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { blackoutMonthsText } from '../domain/blackout';

/** The base address of an outside service: http(s) only. */
const serviceBase = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, `${name} must be an http:// or https:// URL`)
    .optional();

/** An IP address, or a CIDR range (address/prefix length). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, extra] = text.trim().split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The prefix a carrier's secret variable has unless the operator sets CARRIER_SECRET_PREFIX. */
export const DEFAULT_CARRIER_SECRET_PREFIX = 'CARRIER_';

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The address to listen on: this machine only unless set (the demo's passwords are published). */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Folder of the blob store (step screenshots); DATA_DIR/blobs when unset. */
  BLOB_DIR: z.string().min(1).optional(),
  /**
   * Where carriers' files are exchanged when a carrier's delivery is `files`: <dir>/outbound/<carrier>
   * and <dir>/inbound/<carrier>; DATA_DIR when unset. Nodes of one store share it (issue 38).
   */
  CARRIER_FILES_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** 64 hex characters; when unset a key file is created under DATA_DIR on first start. */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'ENCRYPTION_KEY must be 64 hex characters')
    .optional(),
  /** Serve the built web app from dist/ (off in API tests). */
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The built web app's folder (default dist/); a second build elsewhere lets two test runs share one tree. */
  WEB_DIST: z.string().min(1).optional(),
  /**
   * demo (the default, `npm start`): the first start loads the demo reps, groups, members and accounts.
   * production: none of them; the start refuses a missing or known encryption key.
   */
  STORE_MODE: z.enum(['demo', 'production']).default('demo'),
  /** HH:MM UTC: when a carrier on the daily schedule gets its day's 834 file (docs/operations.md). */
  FEED_DAILY_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'FEED_DAILY_AT must be HH:MM (UTC), e.g. 06:00')
    .default('06:00'),
  /**
   * What every carrier delivery's `secret_env` must start with (catalog packages name the variable
   * holding a carrier's SFTP password or key; docs/operations.md, "Carrier secrets").
   */
  CARRIER_SECRET_PREFIX: z
    .string()
    .regex(
      /^[A-Z][A-Z0-9]*_$/,
      'CARRIER_SECRET_PREFIX must be capital letters and digits ending in _, e.g. CARRIER_',
    )
    .default(DEFAULT_CARRIER_SECRET_PREFIX),
  /** How often each node's carrier feed round runs: files, sends and reads acknowledgements. */
  FEED_EVERY_MS: z.coerce.number().int().min(200).max(3_600_000).default(15_000),
  /**
   * Days a sent 834 stays as a plain file in a `files` carrier's outbound folder once the carrier has
   * acknowledged it; then only its sealed copy in the database is kept (0: at the acknowledgement).
   */
  OUTBOUND_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** The largest inbound acknowledgement file read; a larger one is set aside unread (its size is checked first). */
  ACK_MAX_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(4_000_000),
  /** Catalog size for `npm run seed` and first start: the demo catalog is 1. */
  SEED_PLANS: z.coerce.number().int().min(0).max(200_000).default(0),
  /** The demo's seasonal plan's blackout months when the catalog is loaded ("11" shows one in November). */
  DEMO_BLACKOUT_MONTHS: blackoutMonthsText().default('12'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /** smtp://host:port (or smtps://user:password@host:port); unset keeps mail as .eml files in DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Benefit Store <no-reply@benefitstore.example>'),
  /** Where the help widget's "Submit a ticket" and "Send feedback" links go. */
  SUPPORT_TICKET_URL: z.string().default('mailto:support@benefitstore.example?subject=Support%20request'),
  FEEDBACK_URL: z.string().default('mailto:feedback@benefitstore.example?subject=Feedback'),
  /** Ask visitors whether their state may be kept for recommendations (the location banner). */
  SHOW_LOCATION_BANNER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The store's address as visitors reach it, for links in e-mails; unset: http://localhost:{PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  /** Contact checks: each outside service is used when its URL and key are both set, else the offline rule. */
  ADDRESS_CHECK_URL: serviceBase('ADDRESS_CHECK_URL'),
  ADDRESS_CHECK_TOKEN: z.string().min(1).optional(),
  PHONE_CHECK_URL: serviceBase('PHONE_CHECK_URL'),
  PHONE_CHECK_KEY: z.string().min(1).optional(),
  EMAIL_CHECK_URL: serviceBase('EMAIL_CHECK_URL'),
  EMAIL_CHECK_KEY: z.string().min(1).optional(),
  /** The external zip validation (POST validate-zip with { zip }); unset uses the offline zip dataset. */
  ZIP_CHECK_URL: serviceBase('ZIP_CHECK_URL'),
  ZIP_CHECK_TOKEN: z.string().min(1).optional(),
  /** The routing-number look-up service (base URL and key); unset uses the ABA checksum and the bank_routing table. */
  ROUTING_LOOKUP_URL: serviceBase('ROUTING_LOOKUP_URL'),
  ROUTING_LOOKUP_KEY: z.string().min(1).optional(),
  /** Cookies marked Secure (sent over https only); unset: Secure when PUBLIC_URL is https. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Strict-Transport-Security max-age in seconds; 0 sends none; unset: a year when PUBLIC_URL is https. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
  /**
   * Who may say the client's address in X-Forwarded-For (a load balancer in front): "false" (nobody,
   * the default), "true" (any hop: only behind a proxy that strips the header), a number of hops, or a
   * comma-separated list of proxy addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => /^(true|false|\d{1,2})$/.test(value) || value.split(',').every(isAddressOrRange),
      'TRUST_PROXY must be true, false, a number of hops, or a comma-separated list of addresses',
    ),
  /** The whole request, body included, must arrive within this many milliseconds (then 408 and closed). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** The request's headers must arrive within this many milliseconds. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** An idle kept-alive connection is closed after this many milliseconds. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Open connections beyond this many are refused at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1_024),
  /**
   * Open connections one client address may hold; past it, a new one from that address is closed at
   * once. Not applied to proxies TRUST_PROXY names (they carry many clients; they limit them themselves).
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(128),
  /**
   * New enrollments one client address may start in 15 minutes (in a day, ten times as many); a
   * signed-in rep's or group administrator's count apart. Enough for an office behind one address.
   */
  NEW_ENROLLMENTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
});

/** Every variable the store's configuration reads (the README's table names each one). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export type Config = Omit<z.infer<typeof configSchema>, 'COOKIE_SECURE' | 'HSTS_MAX_AGE' | 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  blobDir: string;
  /** The folder carriers' files are exchanged under (CARRIER_FILES_DIR, or DATA_DIR). */
  carrierFilesDir: string;
  /**
   * On PostgreSQL without a BLOB_DIR of its own, step pictures go in the database: app nodes share
   * them, and pg_dump backs them up. Otherwise they are files under blobDir.
   */
  blobsInDatabase: boolean;
  COOKIE_SECURE: boolean;
  HSTS_MAX_AGE: number;
};

const YEAR_SECONDS = 31_536_000;

/** Reads the environment once, through the schema; fails with the list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const blobDir = path.resolve(parsed.data.BLOB_DIR ?? path.join(dataDir, 'blobs'));
  // The address follows the port when it is not given: `PORT=4000 npm start` links to :4000.
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  const https = new URL(publicUrl).protocol === 'https:';
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    dataDir,
    blobDir,
    carrierFilesDir: path.resolve(parsed.data.CARRIER_FILES_DIR ?? dataDir),
    blobsInDatabase: parsed.data.DATABASE_URL !== undefined && parsed.data.BLOB_DIR === undefined,
    COOKIE_SECURE: parsed.data.COOKIE_SECURE ?? https,
    HSTS_MAX_AGE: parsed.data.HSTS_MAX_AGE ?? (https ? YEAR_SECONDS : 0),
  };
}
