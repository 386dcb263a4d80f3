/** What the examples' commands share: arguments, the server and key, Korean dates. */

export interface Args {
  /** `--name value` and bare `--flag` (true). */
  options: Map<string, string | true>;
  positional: string[];
}

export function parseArgs(argv: readonly string[]): Args {
  const options = new Map<string, string | true>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) options.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) options.set(name, argv[++i]!);
    else options.set(name, true);
  }
  return { options, positional };
}

export const text = (args: Args, name: string): string | undefined => {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The server: SHIM_URL, else the address `npm start` prints. */
export const serverUrl = (): string => process.env.SHIM_URL ?? 'http://localhost:4000';

export function apiKey(): string {
  const key = process.env.SHIM_API_KEY;
  if (!key) throw new Error('SHIM_API_KEY가 필요합니다 (console → API 키에서 만든 shim_live_… 키).');
  return key;
}

/** Today in Korea (the API's dates are Korean dates), `days` later. */
export function seoulDate(days = 0): string {
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return addDays(today, days);
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** `12월 4일 (금)`. */
export function koreanDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = '일월화수목금토'[at.getUTCDay()];
  return `${at.getUTCMonth() + 1}월 ${at.getUTCDate()}일 (${weekday})`;
}

/** Runs a command's main, printing a failure as one line and exiting 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const code = (error as { code?: string }).code;
    console.error(`실패: ${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''}`);
    process.exit(1);
  });
}
