/**
 * Polls `read` every `intervalMs` (default 100) until `done` holds for its value, for work the server does in
 * the background (a loop's runs, deliveries, another instance's claim); after 90 s it fails naming `what` and
 * the last value.
 */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  options: { intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
