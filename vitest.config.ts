import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/hl-sim", "apps/server", "apps/web"],
  },
});
