import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A test file's source, or "" when it cannot be read. */
function sourceOf(spec: TestSpecification): string {
  try {
    return readFileSync(spec.moduleId, "utf8");
  } catch {
    return "";
  }
}

/**
 * Whether a test file mocks a module. With `isolate: false` a worker keeps the modules earlier files loaded,
 * so `vi.mock` replaces a module only if no earlier file in that worker imported it (or an importer of it):
 * dashboard-close.test.tsx's mocked chart was drawn for real, and threw, whenever a shell test ran before it
 * in the same worker.
 */
function mocksModules(source: string): boolean {
  return source.includes("vi.mock(");
}

/**
 * Whether a test file starts processes of its own (`npm run dev`, server instances it SIGKILLs, the
 * exchange's command line). Those files are the stage's longest (each process loads its modules and opens
 * its database), and most of their time is spent waiting on those processes: started first, the waiting
 * overlaps the other files. Vitest orders files longest first only from its results cache, which a fresh
 * clone (CI) does not have; by size, `dev-mode.test.ts` started last and was the stage's tail.
 */
function startsProcesses(source: string): boolean {
  return source.includes('from "node:child_process"');
}

/**
 * Vitest's own order (longest files first from its results cache, else largest files first), except that in
 * each project the files that mock modules run first (see {@link mocksModules}), then those that start
 * processes (see {@link startsProcesses}).
 */
export class StageSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(
      sorted.map((spec) => {
        const source = sourceOf(spec);
        return [spec, mocksModules(source) ? 0 : startsProcesses(source) ? 1 : 2];
      }),
    );
    // Vitest keeps each project's files together; within each, a stable partition by rank.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((spec) => spec.project.name === name)
        .map((spec, index) => ({ spec, index }))
        .sort((a, b) => (rank.get(a.spec) ?? 2) - (rank.get(b.spec) ?? 2) || a.index - b.index)
        .map(({ spec }) => spec),
    );
  }
}
