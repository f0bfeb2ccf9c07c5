// Vitest global setup of the server's tests: the PostgreSQL server of the cases that need one, from
// TEST_DATABASE_URL (a role that may create databases; .ci/run starts Debian's postgresql and sets it).
// Without it those cases are left out, and the reason is printed. The migrated template their databases are
// copied from (postgres-template.ts) is made here, once, before any test worker starts.
import type { TestProject } from "vitest/node";
import { migratedPostgresTemplate } from "./postgres-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** An admin URL of a PostgreSQL server (may create databases), or "" when there is none. */
    postgresUrl: string;
    /** Why there is no PostgreSQL server, when there is none. */
    postgresMissing: string;
    /** The migrated database that test databases are copied from, or "" when there is no server. */
    postgresTemplate: string;
  }
}

/** Provides `postgresUrl` and its `postgresTemplate`, or, without one, `postgresMissing`. */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? "";
  project.provide("postgresUrl", url);
  project.provide("postgresTemplate", url ? await migratedPostgresTemplate(url) : "");
  project.provide(
    "postgresMissing",
    url ? "" : "no TEST_DATABASE_URL (a PostgreSQL role that may create databases; see docs/testing.md)",
  );
}
