// Vitest global setup of the server's tests: the PostgreSQL server of the cases that need one, from
// TEST_DATABASE_URL (a role that may create databases; .ci/run starts Debian's postgresql and sets it).
// Without it those cases are left out, and the reason is printed.
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL server (may create databases), or "" when there is none. */
    postgresUrl: string;
    /** Why there is no PostgreSQL server, when there is none. */
    postgresMissing: string;
  }
}

/** Provides `postgresUrl` and, without one, `postgresMissing`. */
export default function setup(project: TestProject): void {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? "";
  project.provide("postgresUrl", url);
  project.provide(
    "postgresMissing",
    url ? "" : "no TEST_DATABASE_URL (a PostgreSQL role that may create databases; see docs/testing.md)",
  );
}
