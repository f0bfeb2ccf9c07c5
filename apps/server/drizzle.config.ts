import { defineConfig } from "drizzle-kit";

/** drizzle-kit generates the SQL migrations from the schema; the server applies them at start. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
