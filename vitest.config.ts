import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Each project sets its own workers (vitest.workers.ts): projects do not inherit the root's.
    projects: ["packages/core", "packages/hl-sim", "apps/server", "apps/web"],
  },
});
