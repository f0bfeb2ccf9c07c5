import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { workers } from "../../vitest.workers.ts";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    // One jsdom per worker instead of one per file (40 jsdoms took a third of the stage); the setup file
    // cleans the DOM, storage and language between tests and stubbed globals are restored after each.
    isolate: false,
    maxWorkers: workers.web,
    unstubGlobals: true,
    // The first file of the (single, in the unit stage) worker imports the app cold; under load a first
    // render took over Vitest's default 5 s. Generous on a busy shared machine, still finite.
    testTimeout: 20_000,
    setupFiles: ["./test/setup.ts"],
  },
});
