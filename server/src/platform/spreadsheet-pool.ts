// The spreadsheet threads behind platform/spreadsheets.ts and their first-come queue.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SheetContent, SheetDatabase, SheetQuery, ThreadAnswer, ThreadRequest } from './spreadsheet-cells';

/** A sheet to build: its rows already read, or the statement the thread reads them with. */
export type SheetWork = SheetContent | { query: SheetQuery; database: SheetDatabase };

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The worker thread: the built module next to the bundle in production, the TypeScript source through tsx otherwise. */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./spreadsheet-worker.js', import.meta.url));
  // tsx's ES module API: its CommonJS twin (what require.resolve finds) cannot register the loader in a thread.
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const source = new URL('./spreadsheet-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

/** One spreadsheet thread, one workbook at a time. */
class SheetThread {
  private readonly worker = startThread();
  private readonly ready: Promise<void>;
  private pending: { resolve(bytes: Buffer): void; reject(error: Error): void } | null = null;
  dead = false;

  constructor(onExit: (thread: SheetThread) => void) {
    let started!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ((started = resolve), (failed = reject)));
    this.ready.catch(() => undefined);
    this.worker.on('message', (answer: ThreadAnswer) => {
      if (answer.kind === 'ready') return started();
      const pending = this.pending;
      this.pending = null;
      if (answer.kind === 'built') pending?.resolve(Buffer.from(answer.bytes));
      else pending?.reject(new Error(`spreadsheet thread: ${answer.message}`));
    });
    const fail = (error: Error) => {
      this.dead = true;
      failed(error);
      this.pending?.reject(error);
      this.pending = null;
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      fail(new Error(`spreadsheet thread exited (${code})`));
      onExit(this);
    });
    // Idle threads never keep the process alive; an export in flight keeps its request open anyway. After the
    // listeners: adding a 'message' listener refs the thread's port again.
    this.worker.unref();
  }

  async build(sheet: SheetWork): Promise<Buffer> {
    await this.ready;
    const answer = new Promise<Buffer>((resolve, reject) => (this.pending = { resolve, reject }));
    if ('query' in sheet) {
      this.send({ kind: 'query', query: sheet.query, database: sheet.database });
      return answer;
    }
    for (const chunk of sheet.rows.chunks) {
      if (this.dead) break;
      this.send({ kind: 'rows', chunk });
      await yieldToLoop();
    }
    this.send({
      kind: 'build',
      sheetName: sheet.sheetName,
      formats: sheet.formats ?? null,
      widths: sheet.widths ?? null,
    });
    return answer;
  }

  private send(request: ThreadRequest): void {
    this.worker.postMessage(request);
  }
}

/** A fixed number of threads and a first-come queue of sheets waiting for one. */
export class SheetPool {
  private readonly idle: SheetThread[] = [];
  private readonly queue: Array<{ sheet: SheetWork; done(bytes: Promise<Buffer>): void }> = [];
  private started = 0;
  building = 0;

  constructor(public threads: number) {}

  get waiting(): number {
    return this.queue.length;
  }

  build(sheet: SheetWork): Promise<Buffer> {
    return new Promise<Buffer>((resolve) => {
      this.queue.push({ sheet, done: resolve });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const thread = this.idle.pop() ?? (this.started < this.threads ? this.start() : null);
      if (!thread) return;
      const { sheet, done } = this.queue.shift()!;
      this.building += 1;
      const bytes = thread.build(sheet);
      done(bytes);
      void bytes
        .catch(() => undefined)
        .then(() => {
          this.building -= 1;
          if (!thread.dead) this.idle.push(thread);
          this.pump();
        });
    }
  }

  private start(): SheetThread {
    this.started += 1;
    return new SheetThread((gone) => {
      this.started -= 1;
      const at = this.idle.indexOf(gone);
      if (at >= 0) this.idle.splice(at, 1);
      this.pump();
    });
  }
}
