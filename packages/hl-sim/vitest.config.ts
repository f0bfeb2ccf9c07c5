import { defineConfig } from "vitest/config";
import { maxWorkers } from "../../vitest.workers.ts";

export default defineConfig({
  test: {
    name: "hl-sim",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Every test builds its own exchange; sharing the module graph across files halves the stage.
    isolate: false,
    maxWorkers,
    // Property tests and SDK round trips over HTTP: generous on a busy shared machine, still finite.
    testTimeout: 20_000,
  },
});
