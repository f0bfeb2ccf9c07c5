import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/hl-sim", "apps/server", "apps/web"],
    // Vitest's default leaves one core free, which is a single worker on a 2-core machine; most test time
    // is spent waiting on servers, the exchange's journal and PGlite, so two workers overlap those waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
