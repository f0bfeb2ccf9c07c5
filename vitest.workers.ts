import { availableParallelism } from "node:os";

/**
 * Workers of every project. Each project sets it itself: a project does not inherit the root config's
 * `maxWorkers`, and Vitest's default (one core left free) is a single worker on a 2-core machine, which
 * then ran every file of the stage one after another. Most test time is spent waiting on servers, the
 * exchange's journal and PGlite, so two workers overlap those waits even on two cores.
 */
export const maxWorkers = Math.max(2, availableParallelism() - 1);
