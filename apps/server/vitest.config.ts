import { defineConfig } from "vitest/config";
import { maxWorkers } from "../../vitest.workers.ts";

export default defineConfig({
  test: {
    name: "server",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    // Every test starts its own server and data folder; the module graph and the migrated PGlite
    // template are shared by the files of a worker.
    isolate: false,
    maxWorkers,
    globalSetup: ["test/support/postgres-global-setup.ts", "test/support/pglite-template-setup.ts"],
    // The slowest tests (a first start of file-backed PGlite and a restart, two servers on one PostgreSQL)
    // take several seconds alone; with two workers sharing the cores they need room, still finite.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
