import net from 'node:net';
import type { HttpRequest } from './load';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

interface Pending {
  path: string;
  resolve: (body: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * One keep-alive HTTP/1.1 connection that reads answers by Content-Length. Lean on purpose: on a
 * 2-core machine the load generator shares the CPU with the server it measures, and Node's http
 * client spent 0.15-0.5 ms a request (a third of what the server spent), which the bench then
 * charged to the server's throughput.
 */
class Connection {
  private readonly socket: net.Socket;
  /** What has arrived of the answer, unjoined: a 220 KB answer comes in several chunks, joined once complete. */
  private chunks: Buffer[] = [];
  private received = 0;
  /** The answer's head once read: its status line and headers, and where its body starts and ends. */
  private head: { text: string; bodyStart: number; bodyEnd: number } | null = null;
  private pending: Pending | null = null;

  constructor(host: string, port: number, onBroken: (connection: Connection) => void) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    const fail = (error: Error) => {
      onBroken(this);
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('the server closed the connection')));
  }

  send(bytes: string, pending: Pending): void {
    this.pending = pending;
    this.socket.write(bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  private joined(): Buffer {
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.received);
    this.chunks = [all];
    return all;
  }

  private read(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.received += chunk.length;
    if (!this.pending) return;
    if (!this.head && !this.readHead()) return;
    const head = this.head;
    if (!head || this.received < head.bodyEnd) return;
    const all = this.joined();
    const body = all.subarray(head.bodyStart, head.bodyEnd);
    const rest = all.subarray(head.bodyEnd);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.received = rest.length;
    this.head = null;
    const { resolve, reject, path } = this.pending;
    this.pending = null;
    const status = head.text.slice(9, 12);
    if (status === '200') resolve(body);
    else reject(new Error(`${status} ${path}: ${body.toString().slice(0, 300)}`));
  }

  /** Reads the answer's head once it has all arrived; false while it has not. */
  private readHead(): boolean {
    const buffered = this.joined();
    const headerEnd = buffered.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.pending) return false;
    const text = buffered.toString('latin1', 0, headerEnd);
    const length = CONTENT_LENGTH.exec(text);
    if (!length) {
      this.pending.reject(new Error(`${this.pending.path}: an answer without Content-Length (the bench client reads no chunked answers)`));
      this.pending = null;
      this.socket.destroy();
      return false;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    this.head = { text, bodyStart, bodyEnd: bodyStart + Number(length[1]) };
    return true;
  }
}

function requestBytes(host: string, request: HttpRequest): string {
  const payload = request.body === undefined ? '' : JSON.stringify(request.body);
  let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(request.headers ?? {})) head += `${name}: ${value}\r\n`;
  if (payload) head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
  return `${head}\r\n${payload}`;
}

/** A keep-alive HTTP client over loopback: at most `sockets` connections; an answer other than 200 is a failure. */
export function httpClient(baseUrl: string, sockets: number) {
  const { hostname, port, host } = new URL(baseUrl);
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const queue: ((connection: Connection) => void)[] = [];
  const broken = (connection: Connection) => {
    all.delete(connection);
    const at = idle.indexOf(connection);
    if (at >= 0) idle.splice(at, 1);
  };
  const acquire = (): Promise<Connection> => {
    const ready = idle.pop();
    if (ready) return Promise.resolve(ready);
    if (all.size < sockets) {
      const fresh = new Connection(hostname, Number(port), broken);
      all.add(fresh);
      return Promise.resolve(fresh);
    }
    return new Promise((resolve) => queue.push(resolve));
  };
  const release = (connection: Connection) => {
    if (!all.has(connection)) return;
    const next = queue.shift();
    if (next) next(connection);
    else idle.push(connection);
  };
  const send = async (request: HttpRequest): Promise<Buffer> => {
    const connection = await acquire();
    try {
      return await new Promise<Buffer>((resolve, reject) => connection.send(requestBytes(host, request), { path: request.path, resolve, reject }));
    } finally {
      release(connection);
    }
  };
  return {
    send,
    close: () => {
      for (const connection of all) connection.close();
      all.clear();
    },
  };
}
