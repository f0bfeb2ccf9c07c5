import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Whether a test file mocks a module. With `isolate: false` a worker keeps the modules earlier files loaded,
 * so `vi.mock` replaces a module only if no earlier file in that worker imported it (or an importer of it):
 * dashboard-close.test.tsx's mocked chart was drawn for real, and threw, whenever a shell test ran before it
 * in the same worker.
 */
function mocksModules(spec: TestSpecification): boolean {
  try {
    return readFileSync(spec.moduleId, "utf8").includes("vi.mock(");
  } catch {
    return false;
  }
}

/**
 * Vitest's own order (longest files first from its results cache, else largest files first), except that
 * files that mock modules run first in their project (see {@link mocksModules}).
 */
export class MocksFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest keeps each project's files together; within each, a stable partition.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((spec) => spec.project.name === name);
      const mocking = own.filter(mocksModules);
      return [...mocking, ...own.filter((spec) => !mocking.includes(spec))];
    });
  }
}
