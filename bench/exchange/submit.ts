import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type HlSim, listenHlSim } from "@app/hl-sim";

const HTTP_CLIENT = path.join(import.meta.dirname, "http-client.ts");

/**
 * What a timed run gives: orders per second, and this process's CPU time per order (µs, every
 * thread: main, recovery thread, V8's GC helpers, the fsync threads), which a loaded machine
 * inflates far less than the rate — compare it between runs made at different loads.
 */
export interface RunFigures {
  readonly rate: number;
  readonly cpuUs: number;
}

const cpuUsSince = (start: NodeJS.CpuUsage, orders: number) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / orders;
};

/** Orders per second: `bodies` sent to the sim with `inFlight` requests at a time, in process. */
export async function submitInProcess(
  sim: HlSim,
  bodies: readonly string[],
  inFlight: number,
): Promise<RunFigures> {
  let next = 0;
  let filled = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] ?? "";
      if ((await sim.handle("/exchange", body)).body.includes('"filled"')) filled++;
    }
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuUs = cpuUsSince(cpu, bodies.length);
  if (filled !== bodies.length) console.warn(`only ${filled} of ${bodies.length} orders filled`);
  return { rate: filled / seconds, cpuUs };
}

/** What the HTTP client process reports. */
interface ClientFigures {
  readonly filled: number;
  readonly seconds: number;
  readonly cpuMs: number;
}

/**
 * Orders per second over HTTP: the sim listens on a local port in this process, and a separate
 * client process (http-client.ts, as a bot would be) sends the pre-signed `bodies` over `inFlight`
 * keep-alive connections. Also the client's CPU time per order, which shares the machine's cores.
 */
export async function submitOverHttp(
  sim: HlSim,
  bodies: readonly string[],
  inFlight: number,
): Promise<RunFigures & { clientCpuUs: number }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-http-"));
  const file = path.join(folder, "bodies.ndjson");
  await writeFile(file, `${bodies.join("\n")}\n`);
  const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
  // Includes starting the client process, whose own start-up is not this process's CPU.
  const cpu = process.cpuUsage();
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [
      HTTP_CLIENT,
      server.url,
      file,
      String(inFlight),
    ]);
    const figures = JSON.parse(stdout.trim()) as ClientFigures;
    if (figures.filled !== bodies.length) {
      console.warn(`only ${figures.filled} of ${bodies.length} orders filled`);
    }
    return {
      rate: figures.filled / figures.seconds,
      cpuUs: cpuUsSince(cpu, bodies.length),
      clientCpuUs: (figures.cpuMs * 1000) / bodies.length,
    };
  } finally {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}
