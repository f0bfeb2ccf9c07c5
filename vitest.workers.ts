import { availableParallelism } from "node:os";

/**
 * Workers of every project. Each project sets it itself: a project does not inherit the root config's
 * `maxWorkers`, and Vitest's default (one core left free) is a single worker on a 2-core machine, which
 * then ran every file of the stage one after another. Most test time is spent waiting on servers, the
 * exchange's journal and PGlite, so two workers overlap those waits even on two cores.
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);

/** A project's workers: `VITEST_<NAME>_WORKERS` when set (scripts/test-unit.mjs sets them), else {@link maxWorkers}. */
function workersOf(name: string): number {
  const configured = Number(process.env[`VITEST_${name.toUpperCase()}_WORKERS`]);
  return Number.isInteger(configured) && configured > 0 ? configured : maxWorkers;
}

/**
 * Workers of the stage's two projects. The unit stage runs them in two Vitest processes at the same time
 * (a worker count is per group of projects in one process), web with one worker filling the cores while
 * the Node tests wait on servers and databases.
 */
export const workers = { node: workersOf("node"), web: workersOf("web") };
