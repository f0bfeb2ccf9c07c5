import path from "node:path";
import { configDefaults, defineConfig, type ViteUserConfig } from "vitest/config";
import server from "./apps/server/vitest.config.ts";
import core from "./packages/core/vitest.config.ts";
import hlSim from "./packages/hl-sim/vitest.config.ts";
import { nodeTestFlags } from "./scripts/node-test-flags.ts";
import { StageSequencer } from "./vitest.sequencer.ts";
import { workers } from "./vitest.workers.ts";

/**
 * The Node packages' configs, by folder. Each package keeps its own config so that `npx vitest run` inside
 * it runs its tests alone; the whole stage runs them as ONE project (below).
 */
const nodePackages: Record<string, ViteUserConfig> = {
  "packages/core": core,
  "packages/hl-sim": hlSim,
  "apps/server": server,
};

/**
 * Tests that start the app's own processes (`npm run dev`, server instances SIGKILLed mid-execution, the
 * exchange's command line): `x.process.test.ts`. Each process loads the server or Vite from cold, seconds of
 * CPU apiece, and most of such a test's time is spent waiting on them, so they run as a stage of their own
 * (`npm run test:process`, the `process` project) after the unit and integration stage, which stays
 * in-process and fast.
 */
const PROCESS_TESTS = "**/*.process.test.ts";

/** Options of a package config that the merged project knows how to combine. */
const merged = new Set([
  "name",
  "include",
  "environment",
  "isolate",
  "maxWorkers",
  "testTimeout",
  "hookTimeout",
  "teardownTimeout",
  "globalSetup",
  "setupFiles",
]);

/**
 * core, hl-sim and the server as one Node project: the server imports hl-sim and core anyway, so one module
 * graph per worker serves all three, their files interleave longest-first in the same workers, and no
 * worker is stopped and restarted (with its ~4 s of imports) at a package boundary, as it is between
 * projects. Paths stay relative to the repository, so the output still names each file's package.
 * Timeouts take the largest of the packages' (a bound on a hung test, not an assertion); global setups and
 * setup files of every package apply to the whole project. `process` is the same packages' process tests
 * ({@link PROCESS_TESTS}), which `node` leaves out.
 */
function nodeProject(kind: "node" | "process") {
  const include: string[] = [];
  const globalSetup: string[] = [];
  const setupFiles: string[] = [];
  let testTimeout = 5_000;
  let hookTimeout = 10_000;
  let teardownTimeout = 10_000;
  const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
  for (const [folder, config] of Object.entries(nodePackages)) {
    const test = config.test ?? {};
    const unknown = Object.keys(test).filter((key) => !merged.has(key));
    if (unknown.length > 0 || config.plugins || test.environment !== "node" || test.isolate !== false) {
      throw new Error(
        `${folder}/vitest.config.ts: the root vitest.config.ts merges the Node packages into one project and ` +
          `does not know how to merge ${unknown.join(", ") || "plugins, a non-node environment or isolation"}`,
      );
    }
    for (const pattern of list(test.include)) {
      const inFolder = path.posix.join(folder, pattern);
      include.push(kind === "node" ? inFolder : inFolder.replace(/\.test\.ts$/, ".process.test.ts"));
    }
    for (const file of list(test.globalSetup)) globalSetup.push(path.join(folder, file));
    for (const file of list(test.setupFiles)) setupFiles.push(path.join(folder, file));
    testTimeout = Math.max(testTimeout, test.testTimeout ?? 0);
    hookTimeout = Math.max(hookTimeout, test.hookTimeout ?? 0);
    teardownTimeout = Math.max(teardownTimeout, test.teardownTimeout ?? 0);
  }
  return {
    test: {
      name: kind,
      include,
      exclude: kind === "node" ? [...configDefaults.exclude, PROCESS_TESTS] : configDefaults.exclude,
      environment: "node",
      isolate: false,
      maxWorkers: kind === "node" ? workers.node : 2,
      testTimeout,
      hookTimeout,
      teardownTimeout,
      globalSetup,
      setupFiles,
      // Node runs the TypeScript itself (type stripping: the code is erasable syntax only) instead of Vite's
      // module runner transforming and evaluating every module: ~7 % less CPU for the stage. Without the
      // loader hook `vi.mock` is refused with a clear error ("Vitest mocker was not initialized"); no Node
      // test mocks a module (they run against the real server, exchange and databases).
      experimental: { viteModuleRunner: false, nodeLoader: false },
      // Baseline-compiled PGlite and a faster drizzle-orm load (scripts/node-test-flags.ts).
      execArgv: nodeTestFlags,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's order (longest first once it has run the files), files that mock modules first
    // (vitest.sequencer.ts).
    sequence: { sequencer: StageSequencer },
    // Each project sets its own workers (vitest.workers.ts): projects do not inherit the root's.
    projects: [nodeProject("node"), nodeProject("process"), "apps/web"],
  },
});
