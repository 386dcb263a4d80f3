import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats connections: `pass` forwards both ways; `hang` accepts and forwards nothing
 * (a stalled server or a black-holed network); `refuse` closes new connections at once (a server that
 * is down). Switching mode also applies to connections already open: `hang` stalls them, `refuse` cuts them.
 */
export type ProxyMode = 'pass' | 'hang' | 'refuse';

/**
 * A controllable TCP proxy for fault tests: put it between the app and PostgreSQL or Redis, then make
 * the dependency hang, refuse or cut, and heal it again; or cut it at the moment a client sends a given
 * text (a statement's SQL or its prepared name travel in clear in PostgreSQL's protocol).
 */
export class TcpProxy {
  private mode: ProxyMode = 'pass';
  private readonly pairs = new Set<{ client: Socket; upstream: Socket | null }>();
  private cuts: Array<{ pattern: Buffer; times: number }> = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** Listens on a free loopback port in front of `target` (host and port). */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | null = null;
    const server = createServer((client) => proxy?.accept(client));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = new TcpProxy(server, (server.address() as AddressInfo).port, target);
    return proxy;
  }

  /** A proxy in front of the host and port of a `postgres://` or `redis://` URL. */
  static async inFrontOf(url: string): Promise<TcpProxy> {
    const parsed = new URL(url);
    const defaultPort = parsed.protocol.startsWith('redis') ? 6379 : 5432;
    return TcpProxy.start({ host: parsed.hostname || '127.0.0.1', port: Number(parsed.port || defaultPort) });
  }

  /** The given URL with its host and port replaced by this proxy's. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  /** Stall every connection, open and new: bytes are accepted and go nowhere. */
  hang(): void {
    this.mode = 'hang';
    for (const pair of this.pairs) {
      pair.client.pause();
      pair.upstream?.pause();
      pair.client.unpipe();
      pair.upstream?.unpipe();
    }
  }

  /** Refuse new connections and reset the open ones (a server that went away). */
  refuse(): void {
    this.mode = 'refuse';
    this.cut();
  }

  /** Reset every open connection; new ones are treated by the current mode. */
  cut(): void {
    for (const pair of this.pairs) this.destroy(pair);
  }

  /** Cuts every connection the next `times` times a client sends `pattern`; that message never arrives. */
  cutOn(pattern: string, times = 1): void {
    this.cuts.push({ pattern: Buffer.from(pattern, 'utf8'), times });
  }

  /** How many scripted cuts have not happened yet. */
  get pendingCuts(): number {
    return this.cuts.reduce((sum, cut) => sum + cut.times, 0);
  }

  clearCuts(): void {
    this.cuts = [];
  }

  /** Forward again. Connections stalled by `hang` are cut (their protocol state is lost): clients reconnect. */
  heal(): void {
    this.cut();
    this.mode = 'pass';
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (this.mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: { client: Socket; upstream: Socket | null } = { client, upstream: null };
    this.pairs.add(pair);
    client.on('close', () => this.destroy(pair));
    if (this.mode === 'hang') return;
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => this.destroy(pair));
    upstream.on('close', () => this.destroy(pair));
    client.on('data', (chunk: Buffer) => {
      const due = this.cuts.find((c) => c.times > 0 && chunk.includes(c.pattern));
      if (!due) {
        upstream.write(chunk);
        return;
      }
      due.times -= 1;
      this.cuts = this.cuts.filter((c) => c.times > 0);
      this.cut();
    });
    upstream.pipe(client);
  }

  private destroy(pair: { client: Socket; upstream: Socket | null }): void {
    if (!this.pairs.delete(pair)) return;
    if (!pair.client.destroyed) pair.client.resetAndDestroy();
    if (pair.upstream && !pair.upstream.destroyed) pair.upstream.resetAndDestroy();
  }
}
