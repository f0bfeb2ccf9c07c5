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
 * Vitest's own order (longest files first from its results cache, else largest files first), except that in
 * each project the files that mock modules run first (see {@link mocksModules}).
 */
export class StageSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = new Map(sorted.map((spec) => [spec, mocksModules(sourceOf(spec)) ? 0 : 1]));
    // Vitest keeps each project's files together; within each, a stable partition by rank.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((spec) => spec.project.name === name)
        .map((spec, index) => ({ spec, index }))
        .sort((a, b) => (rank.get(a.spec) ?? 1) - (rank.get(b.spec) ?? 1) || a.index - b.index)
        .map(({ spec }) => spec),
    );
  }
}
