import { startFakeProviderServer } from "../../apps/server/test/support/fake-provider-server.ts";

/**
 * Runs the fake AI provider on its own (`FAKE_PROVIDER_PORT`), for the browser tests: the app server
 * under test points its provider base URLs at it, so remote analyses run offline with real response
 * and error shapes. Never part of the product's wiring.
 */
const port = Number(process.env.FAKE_PROVIDER_PORT ?? 0);
const fake = await startFakeProviderServer(port);
process.stdout.write(`fake AI provider on ${fake.url}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
