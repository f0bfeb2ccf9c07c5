import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type HlSim, listenHlSim } from "@app/hl-sim";

const HTTP_CLIENT = path.join(import.meta.dirname, "http-client.ts");

/** Orders per second: `bodies` sent to the sim with `inFlight` requests at a time, in process. */
export async function submitInProcess(
  sim: HlSim,
  bodies: readonly string[],
  inFlight: number,
): Promise<number> {
  let next = 0;
  let filled = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] ?? "";
      if ((await sim.handle("/exchange", body)).body.includes('"filled"')) filled++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  if (filled !== bodies.length) console.warn(`only ${filled} of ${bodies.length} orders filled`);
  return filled / seconds;
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
): Promise<{ rate: number; clientCpuUs: number }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-http-"));
  const file = path.join(folder, "bodies.ndjson");
  await writeFile(file, `${bodies.join("\n")}\n`);
  const server = await listenHlSim(sim, { port: 0, host: "127.0.0.1" });
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
      clientCpuUs: (figures.cpuMs * 1000) / bodies.length,
    };
  } finally {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}
