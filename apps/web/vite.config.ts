import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

/**
 * Where the API server listens in development (`npm run dev` sets DEV_API_URL to the server it starts);
 * the built app is served from the same origin.
 */
const devServer = process.env.DEV_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: {
      "/api": { target: devServer, changeOrigin: true },
      "/hl": { target: devServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: devServer, changeOrigin: true },
      "/hl": { target: devServer, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the landing page's first paint needs in one file beside the entry: one request
          // instead of about 35 small ones (a phone on HTTP/1.1 opens six connections). What loads later
          // (tabs, the wallet runtime, Radix, charts, zod) keeps the bundler's own split.
          groups: [{ name: "first-paint", tags: ["$initial"] }],
        },
      },
    },
  },
});
