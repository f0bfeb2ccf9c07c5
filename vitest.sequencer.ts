import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each test file took in the unit stage, by path from the repository root (scripts/test-durations.mjs). */
const table = path.join(import.meta.dirname, "vitest.durations.json");

function durations(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(table, "utf8")) as Record<string, number>));
  } catch {
    return new Map();
  }
}

/**
 * Whether a test file mocks a module. With `isolate: false` a worker keeps the modules earlier files loaded,
 * so `vi.mock` replaces a module only if no earlier file in that worker imported it (or an importer of it):
 * dashboard-close.test.tsx's mocked chart was drawn for real, and threw, whenever a shell test ran before it
 * in the same worker. Such files run first in their project.
 */
function mocksModules(spec: TestSpecification): boolean {
  try {
    return readFileSync(spec.moduleId, "utf8").includes("vi.mock(");
  } catch {
    return false;
  }
}

/**
 * Files that mock modules first (see {@link mocksModules}), then longest files first, from the committed table of durations rather than Vitest's results cache: a fresh
 * clone has no cache, and Vitest then orders by file size, which put the slowest server files last and left
 * a core idle at the end of the run. Files missing from the table (new ones) run first, largest first, so
 * an unknown long file cannot end the run alone. Projects and groups keep Vitest's order.
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = await super.sort(files);
    const known = durations();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) =>
      known.get(path.relative(root, spec.moduleId).split(path.sep).join("/"));
    const position = new Map(byProject.map((spec, index) => [spec, index]));
    const mocking = new Set(byProject.filter(mocksModules));
    return [...byProject].sort((a, b) => {
      // Vitest's order between groups and projects stays (it runs them one after another).
      const groupDiff = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupDiff !== 0) return groupDiff;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (mocking.has(a) !== mocking.has(b)) return mocking.has(a) ? -1 : 1;
      const aSeconds = seconds(a);
      const bSeconds = seconds(b);
      if (aSeconds === undefined || bSeconds === undefined) {
        if (aSeconds !== bSeconds) return aSeconds === undefined ? -1 : 1;
        // Both unknown: Vitest's order (cached duration, else size).
        return (position.get(a) ?? 0) - (position.get(b) ?? 0);
      }
      return bSeconds - aSeconds || (position.get(a) ?? 0) - (position.get(b) ?? 0);
    });
  }
}
