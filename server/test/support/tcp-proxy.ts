import net from 'node:net';

/**
 * A controllable TCP proxy between the app and PostgreSQL (the fault suite of issue 26): it forwards
 * bytes both ways until told to drop the database, either now or at the moment a client sends a given
 * text (a statement's SQL or its prepared name, which travel in clear in PostgreSQL's protocol). A drop
 * closes every connection, as a database restart or a network cut does; new connections work again.
 */
export class TcpProxy {
  private readonly pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  private cuts: Array<{ pattern: Buffer; times: number }> = [];

  private constructor(
    private readonly listener: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const listener = net.createServer();
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const proxy = new TcpProxy(listener, (listener.address() as net.AddressInfo).port);
    listener.on('connection', (client: net.Socket) => proxy.accept(client, target));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  /** Drops the database the next `times` times a client sends `pattern`; that message never arrives. */
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

  /** Closes every connection now. */
  dropAll(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.server.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.listener.close(() => resolve()));
  }

  private accept(client: net.Socket, target: { host: string; port: number }): void {
    const server = net.connect(target.port, target.host);
    const pair = { client, server };
    this.pairs.add(pair);
    const end = () => {
      client.destroy();
      server.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    server.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('data', (chunk: Buffer) => {
      const cut = this.cuts.find((c) => c.times > 0 && chunk.includes(c.pattern));
      if (cut) {
        cut.times -= 1;
        this.cuts = this.cuts.filter((c) => c.times > 0);
        this.dropAll();
        return;
      }
      server.write(chunk);
    });
  }
}
