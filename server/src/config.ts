import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LOCAL_TILE_TEMPLATE, OSM_TILE_TEMPLATE } from './platform/maps/local-tiles';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'true 또는 false 여야 합니다' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const url = (what: string) => z.string().url({ message: `${what}: 올바른 URL이 아닙니다` });

/** Every setting of the server, from the environment (README lists them all). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The interface to listen on: this machine only by default; 0.0.0.0 (or ::) opens it to the network. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The reverse proxies whose X-Forwarded-For is believed (addresses, subnets or loopback/uniquelocal). */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform(splitList)
    .refine((entries) => entries.every(isProxyEntry), {
      message: 'IP 주소, 서브넷(10.0.0.0/8) 또는 loopback, linklocal, uniquelocal 이어야 합니다',
    }),
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  DATABASE_URL: url('DATABASE_URL').optional(),
  /** A streaming replica of DATABASE_URL for the public reads (search, detail, the catalog); unset: the primary. */
  DATABASE_READ_URL: url('DATABASE_READ_URL').optional(),
  DB_READ_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO: boolean.optional(),
  JWT_SECRET: z.string().min(32, { message: '32자 이상이어야 합니다' }).optional(),
  SMTP_URL: url('SMTP_URL').optional(),
  MAIL_FROM: z.string().default('쉼, 한국 <no-reply@shim.kr>'),
  /** With no SMTP_URL, a local SMTP capture (on this port; 0 = any free one) keeps mail for /dev/mailbox. */
  MAIL_CAPTURE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** reCAPTCHA v2; with no secret the local captcha stand-in answers at /local/recaptcha. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: url('RECAPTCHA_VERIFY_URL').default('https://www.google.com/recaptcha/api/siteverify'),
  /** Local stand-ins for outside services without keys (default: outside production only; see standInsOf). */
  LOCAL_STANDINS: boolean.optional(),
  /** OAuth 2.0 providers; with no client id the local OAuth stand-in at /local/oauth plays the provider. */
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  KAKAO_AUTHORIZE_URL: url('KAKAO_AUTHORIZE_URL').default('https://kauth.kakao.com/oauth/authorize'),
  KAKAO_TOKEN_URL: url('KAKAO_TOKEN_URL').default('https://kauth.kakao.com/oauth/token'),
  KAKAO_USERINFO_URL: url('KAKAO_USERINFO_URL').default('https://kapi.kakao.com/v2/user/me'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: url('GOOGLE_AUTHORIZE_URL').default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url('GOOGLE_TOKEN_URL').default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: url('GOOGLE_USERINFO_URL').default('https://openidconnect.googleapis.com/v1/userinfo'),
  /**
   * Map tiles of the lodging page (Leaflet XYZ template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png);
   * with none, the tile stand-in at /local/tiles draws them, or OpenStreetMap's serve them without stand-ins.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/\{z\}.*\{x\}.*\{y\}/, '{z}, {x}, {y}가 들어간 타일 주소여야 합니다')
    .optional(),
  /** Kakao Local API (address → coordinates); with no key the local stand-in at /local/kakao-local answers. */
  KAKAO_REST_API_KEY: z.string().min(1).optional(),
  /** Default: https://dapi.kakao.com with a key, else the stand-in on this process. */
  KAKAO_LOCAL_API_URL: url('KAKAO_LOCAL_API_URL').optional(),
  /** Toss Payments; with no secret key the local payment sandbox at /local/toss plays Toss. */
  TOSS_CLIENT_KEY: z.string().min(1).optional(),
  TOSS_SECRET_KEY: z.string().min(1).optional(),
  /** Default: https://api.tosspayments.com with keys, else the sandbox on this process. */
  TOSS_API_URL: url('TOSS_API_URL').optional(),
  TOSS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Solapi (SMS); with no API key the local stand-in at /local/solapi receives the same calls (/dev/sms). */
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  /** Default: https://api.solapi.com with a key, else the stand-in on this process. */
  SOLAPI_API_URL: url('SOLAPI_API_URL').optional(),
  SOLAPI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The sender number registered at Solapi (발신번호). */
  SMS_SENDER: z
    .string()
    .regex(/^\d{8,12}$/, { message: '숫자만 8~12자리여야 합니다' })
    .default('0212345678'),
  CORS_ORIGINS: z.string().default('').transform(splitList),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Shared limits, failure counters and session revocations for replicas; without it, kept in process. */
  REDIS_URL: url('REDIS_URL').optional(),
  REDIS_PREFIX: z.string().min(1).max(100).default('shim:'),
  /** Deadlines (ARCHITECTURE §7): no wait is open-ended; docs/decisions/operations.md explains the numbers. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Connections of their own for payment preparation, completion and cancellation (a search burst cannot queue them). */
  DB_PAYMENT_POOL_MAX: z.coerce.number().int().min(1).max(50).default(4),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** A request not answered by then gets 503 (the work's own deadlines normally end it sooner). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** SIGTERM: in-flight requests get this long, then the process exits anyway (compose waits 30 s). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  /** A queued job locked this long belongs to a process that died while running it: it is run again. */
  JOB_ABANDON_AFTER_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  /** Encrypts webhook signing secrets at rest (AES-256-GCM); without it a key is derived from JWT_SECRET. */
  WEBHOOK_SECRET_KEY: z.string().min(32, { message: '32자 이상이어야 합니다' }).optional(),
  /** How long a partner's webhook receiver gets to answer one delivery (it holds one partners' worker meanwhile). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Lets webhooks reach inside addresses (http://localhost receivers) on a development or test server; never production. */
  WEBHOOK_ALLOW_PRIVATE: boolean.default(false),
  /** GET /metrics answers only `Authorization: Bearer <token>` when set; production without it has no /metrics. */
  METRICS_TOKEN: z.string().min(16, { message: '16자 이상이어야 합니다' }).optional(),
  /** Spreadsheet export threads (default: the cores but one) and exports admitted at once, per process and per user. */
  EXPORT_THREADS: z.coerce.number().int().min(1).max(16).optional(),
  EXPORTS_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100).default(4),
  EXPORTS_PER_USER: z.coerce.number().int().min(1).max(10).default(2),
  /** The platform's commission on paid sales, in percent (the admin dashboard's current-month commission). */
  COMMISSION_RATE_PERCENT: z.coerce.number().min(0).max(100).default(1),
  /** The pepper of API keys' SHA-256 hashes; derived from JWT_SECRET when absent. */
  API_KEY_PEPPER: z.string().min(32, { message: '32자 이상이어야 합니다' }).optional(),
  /** Each API key's limits per minute: requests, and GraphQL cost (fields × list sizes). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  API_KEY_COST_PER_MINUTE: z.coerce.number().int().min(1).default(60_000),
  /** Unpaid holds one `bookings:write` key may keep open at once (its guests share its server's IP). */
  API_KEY_UNPAID_HOLDS: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Messages one recipient may get per Seoul day (docs/decisions/notifications.md "Daily caps"). */
  SMS_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).default(10),
  SMS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(20),
  MAIL_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(30),
  CODES_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Rate and inventory calendar writes per manager (console, REST and its API keys together) per minute. */
  CALENDAR_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Base backups and the archived WAL of the embedded database (default: DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Base backups older than this many days are pruned (the newest always stays), with the WAL only they need. */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  /** The newest good backup older than this is late: a warning in /readyz and the logs. */
  BACKUP_MAX_AGE_HOURS: z.coerce.number().min(1).max(8760).default(26),
  /** WAL not archived for longer than this (while it is being written) is late. */
  WAL_ARCHIVE_MAX_LAG_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** Where photos live (docs/decisions/photos.md): DATA_DIR/uploads, or an S3 bucket every replica shares. */
  PHOTO_STORAGE: z.enum(['local', 's3']).default('local'),
  /** Any S3-compatible endpoint (compose's MinIO: https://minio:9000); unset: AWS's own for S3_REGION. */
  S3_ENDPOINT: url('S3_ENDPOINT').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`/bucket/key`), as MinIO and most S3-compatible stores want. */
  S3_FORCE_PATH_STYLE: boolean.default(true),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema>;

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Which local stand-ins this process serves: ONE rule for all of them (ARCHITECTURE §6). Stand-ins are
 * on outside production, and in production only with LOCAL_STANDINS=true; a service is played by its
 * stand-in when they are on and its real keys are missing. In production the OAuth stand-in is never
 * served, and the dev readers answer only to loopback clients that came through no proxy.
 */
export interface StandIns {
  /** Stand-ins allowed at all. */
  on: boolean;
  /** The readers of what the stand-ins kept (/dev/mailbox, /dev/sms: codes) answer only on this machine. */
  readersLoopbackOnly: boolean;
  /** Toss Payments: the payment sandbox at /local/toss. */
  toss: boolean;
  /** reCAPTCHA: the captcha stand-in at /local/recaptcha. */
  captcha: boolean;
  /** OAuth providers: the stand-in at /local/oauth. */
  kakao: boolean;
  google: boolean;
  /** Mail: the local SMTP capture and its reader at /dev/mailbox. */
  mail: boolean;
  /** Kakao Local address search: the gazetteer stand-in at /local/kakao-local. */
  geocoding: boolean;
  /** Solapi SMS: the stand-in at /local/solapi and its reader at /dev/sms. */
  sms: boolean;
  /** Map tiles: the tile stand-in at /local/tiles. */
  tiles: boolean;
}

export function standInsOf(values: Env): StandIns {
  const production = values.NODE_ENV === 'production';
  const on = values.LOCAL_STANDINS ?? !production;
  return {
    on,
    readersLoopbackOnly: production,
    toss: on && !values.TOSS_SECRET_KEY,
    captcha: on && !values.RECAPTCHA_SECRET,
    // It logs in as any e-mail typed into its form: never in production, where a provider without keys is off.
    kakao: on && !production && !values.KAKAO_CLIENT_ID,
    google: on && !production && !values.GOOGLE_CLIENT_ID,
    mail: on && !values.SMTP_URL,
    geocoding: on && !values.KAKAO_REST_API_KEY,
    sms: on && !values.SOLAPI_API_KEY,
    tiles: on && !values.MAP_TILE_URL,
  };
}

/**
 * The outside services a server cannot work without (payments, the captcha of the login rule, mail for
 * codes), named with their missing settings. Social login is optional: a provider without keys is off.
 */
function missingKeys(values: Env): string[] {
  const missing: string[] = [];
  if (!values.TOSS_CLIENT_KEY || !values.TOSS_SECRET_KEY) missing.push('TOSS_CLIENT_KEY, TOSS_SECRET_KEY (결제)');
  if (!values.RECAPTCHA_SECRET || !values.RECAPTCHA_SITE_KEY)
    missing.push('RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY (로그인 캡차)');
  if (!values.SMTP_URL) missing.push('SMTP_URL (인증번호 메일)');
  if (!values.SOLAPI_API_KEY || !values.SOLAPI_API_SECRET || !values.SMS_SENDER)
    missing.push('SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER (예약 알림 문자)');
  return missing;
}

/** What a start should say out loud: stand-ins in production, once per start. */
export function startupWarnings(config: Config): string[] {
  if (!config.isProduction || !config.standIns.on) return [];
  const serving = (['toss', 'captcha', 'kakao', 'google', 'mail', 'geocoding', 'sms', 'tiles'] as const).filter(
    (name) => config.standIns[name],
  );
  return [
    `LOCAL_STANDINS=true: 운영 모드에서 로컬 대역(${serving.join(', ') || '없음'})을 씁니다. 시연용이며 실제 서비스에 쓰지 마세요`,
  ];
}

export interface Config extends Omit<Env, 'JWT_SECRET' | 'SEED_DEMO' | 'PUBLIC_URL' | 'LOCAL_STANDINS'> {
  isProduction: boolean;
  publicUrl: string;
  /** Which stand-ins this process serves (standInsOf: the one rule). */
  standIns: StandIns;
  jwtSecret: string;
  seedDemo: boolean;
  dataDir: string;
  /** The map tiles' template the browser is given (mapTileUrlOf). */
  mapTileUrl: string;
  /** BACKUP_DIR resolved: base backups under base/, archived WAL under wal/. */
  backupDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops the start with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`설정 값이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.DATA_DIR);
  // The site's own address is never taken from a request's Host header, so production must be told it.
  const required = isProduction ? (['JWT_SECRET', 'PUBLIC_URL'] as const).filter((name) => !values[name]) : [];
  if (required.length) {
    const lines = required.map((name) => `  ${name}: production에서는 필수입니다`);
    throw new ConfigError(`설정 값이 올바르지 않습니다:\n${lines.join('\n')}`);
  }
  if (values.PHOTO_STORAGE === 's3' && !values.S3_BUCKET) {
    throw new ConfigError('설정 값이 올바르지 않습니다:\n  S3_BUCKET: PHOTO_STORAGE=s3 이면 필수입니다');
  }
  if (isProduction && values.WEBHOOK_ALLOW_PRIVATE) {
    throw new ConfigError('설정 값이 올바르지 않습니다:\n  WEBHOOK_ALLOW_PRIVATE: production에서는 켤 수 없습니다');
  }
  const standIns = standInsOf(values);
  const missing = standIns.on ? [] : missingKeys(values);
  if (missing.length) {
    throw new ConfigError(
      [
        '외부 서비스 키가 없어 시작하지 않습니다 (로컬 대역은 LOCAL_STANDINS=true 일 때만 씁니다):',
        ...missing.map((line) => `  ${line}`),
        '키를 설정하거나, 시연이라면 LOCAL_STANDINS=true 로 로컬 대역을 켜세요.',
      ].join('\n'),
    );
  }
  return {
    ...values,
    isProduction,
    dataDir,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    standIns,
    mapTileUrl: values.MAP_TILE_URL ?? (standIns.tiles ? LOCAL_TILE_TEMPLATE : OSM_TILE_TEMPLATE),
    backupDir: path.resolve(values.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    jwtSecret: values.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret'),
    // Demo data is on by default only with the embedded database outside production: never seed a real
    // server by surprise.
    seedDemo: values.SEED_DEMO ?? (!values.DATABASE_URL && !isProduction),
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts outside production. */
function generatedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
