// How Node runs the processes of the Node tests: the Vitest workers (vitest.config.ts) and the Vitest process
// whose global setup builds the PGlite template (scripts/test-unit.mjs). The app keeps Node's and V8's defaults.
import { fileURLToPath } from "node:url";

export const nodeTestFlags: string[] = [
  // V8 compiles PGlite's WebAssembly (PostgreSQL) with its baseline compiler only. Otherwise every process
  // hands postgres's hot functions to the optimizing compiler, and one of them (105 KB of wasm, the parser)
  // takes it ~2.4 s of CPU and ~600 MB of memory to compile, once per process: more than a test process's
  // PGlite work gains from the faster code. Background compiling in the Node tests: 17–19 s → 11.5–12.5 s of
  // CPU, the main threads ~1 s more; a template build on a fresh machine 4.0–4.5 s → 3.1 s.
  "--liftoff-only",
  // ~1.3 s less CPU loading drizzle-orm in every process (the hook says why).
  "--import",
  fileURLToPath(new URL("./drizzle-format-hook.mjs", import.meta.url)),
];
