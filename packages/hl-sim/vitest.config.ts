import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "hl-sim",
    include: ["src/**/*.test.ts"],
    environment: "node",
  },
});
