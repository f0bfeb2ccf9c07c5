import { type HlSim, listenHlSim } from "@app/hl-sim";

/** Orders per second: `bodies` sent to the sim with `inFlight` requests at a time, in process or over HTTP. */
export async function submitConcurrently(
  sim: HlSim,
  bodies: readonly string[],
  inFlight: number,
  overHttp = false,
): Promise<number> {
  const server = overHttp ? await listenHlSim(sim, { port: 0, host: "127.0.0.1" }) : undefined;
  const send = async (body: string): Promise<string> => {
    if (!server) return (await sim.handle("/exchange", body)).body;
    const response = await fetch(`${server.url}/exchange`, { method: "POST", body });
    return response.text();
  };
  let next = 0;
  let filled = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] ?? "";
      if ((await send(body)).includes('"filled"')) filled++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  await server?.close();
  if (filled !== bodies.length) console.warn(`only ${filled} of ${bodies.length} orders filled`);
  return filled / seconds;
}
