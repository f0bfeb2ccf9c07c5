import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

/** Where the API server listens in development; the built app is served from the same origin. */
const devServer = "http://127.0.0.1:3000";

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
  },
});
