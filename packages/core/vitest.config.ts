import { defineConfig } from "vitest/config";
import { maxWorkers } from "../../vitest.workers.ts";

export default defineConfig({
  test: {
    name: "core",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Pure functions: one module graph per worker instead of one per file (the stage ran 8x slower isolated).
    isolate: false,
    maxWorkers,
  },
});
