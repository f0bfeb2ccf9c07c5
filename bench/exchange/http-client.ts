// The HTTP client of the exchange benchmark, run in its own process as a trading bot would be, so
// the exchange keeps its own core: it reads pre-signed request bodies (one JSON text per line) from
// a file, sends them to `<url>/exchange` over `inFlight` keep-alive connections (one request at a
// time on each), and prints `{"filled": n, "seconds": s, "cpuMs": c}` once every answer is in.
// HTTP/1.1 is written and read by hand over plain sockets (requests built before the clock starts,
// answers read by Content-Length or chunks), so the client costs a few tens of µs a request and the
// figure measures the exchange, not the client.
// Usage: node bench/exchange/http-client.ts <url> <bodies file> <inFlight>
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";

const [url, file, inFlightText] = process.argv.slice(2);
if (!url || !file)
  throw new Error("usage: node bench/exchange/http-client.ts <url> <bodies file> <inFlight>");
const target = new URL(url);
const requests = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((body) =>
    Buffer.from(
      `POST /exchange HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ),
  );
const inFlight = Number(inFlightText ?? 16);
const HEADER_END = Buffer.from("\r\n\r\n");

/** The body of one complete answer at the start of `data`, and where it ends; null while incomplete. */
function parseAnswer(data: Buffer): { body: string; end: number } | null {
  const headerEnd = data.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = data.subarray(0, headerEnd).toString("latin1").toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head)?.[1];
  if (length !== undefined) {
    const end = headerEnd + 4 + Number(length);
    return data.length < end ? null : { body: data.subarray(headerEnd + 4, end).toString("utf8"), end };
  }
  // Chunked: size lines and chunks up to the zero-size chunk.
  let at = headerEnd + 4;
  let body = "";
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (data.length < lineEnd + 2 + size + 2) return null;
    if (size === 0) return { body, end: lineEnd + 4 };
    body += data.subarray(lineEnd + 2, lineEnd + 2 + size).toString("utf8");
    at = lineEnd + 2 + size + 2;
  }
}

let next = 0;
let filled = 0;
function runConnection(): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
    let pending: Buffer = Buffer.alloc(0);
    const sendNext = () => {
      const request = requests[next++];
      if (request) socket.write(request);
      else {
        socket.end();
        resolve();
      }
    };
    socket.on("connect", sendNext);
    socket.on("data", (chunk: Buffer) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const answer = parseAnswer(pending);
      if (!answer) return;
      pending = pending.subarray(answer.end);
      if (answer.body.includes('"filled"')) filled++;
      sendNext();
    });
    socket.on("error", reject);
  });
}

const cpu = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: inFlight }, runConnection));
const seconds = (performance.now() - started) / 1000;
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ filled, seconds, cpuMs: (used.user + used.system) / 1000 }));
