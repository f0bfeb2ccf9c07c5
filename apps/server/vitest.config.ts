import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Every test starts its own server and data folder; the module graph and the migrated PGlite
    // template are shared by the files of a worker.
    isolate: false,
    globalSetup: ["test/postgres-global-setup.ts"],
    // A fresh PGlite database initialises in about 3 s on a small machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
