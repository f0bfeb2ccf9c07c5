/**
 * Test helper: checks JSON answers against the SDK's own response types. The SDK ships its response
 * shapes as TypeScript types only, so each value is written out as a typed object literal and compiled
 * with the project's `tsc`: a missing field, a wrong type or an extra key (excess-property check)
 * fails, exactly as the SDK declares its API.
 */
import { execFile } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { scratchFolderSync } from "./scratch-folder.ts";

const require = createRequire(import.meta.url);
const run = promisify(execFile);

/** One answer and the SDK type it must satisfy, e.g. `{ module: "info", type: "UserFeesResponse" }`. */
export interface TypedAnswer {
  readonly module: "info" | "exchange" | "subscription";
  readonly type: string;
  readonly value: unknown;
}

/** The compiler's complaints about the answers (empty when every answer fits its type). */
export async function sdkTypeErrors(answers: readonly TypedAnswer[]): Promise<string[]> {
  // The SDK exports no package.json; its entry point is <package>/esm/mod.js.
  const sdk = path.dirname(path.dirname(require.resolve("@nktkas/hyperliquid")));
  const tsc = path.join(path.dirname(require.resolve("typescript/package.json")), "bin", "tsc");
  const dir = scratchFolderSync("hl-sdk-types-");
  try {
    const imports = answers.map(
      (a, i) => `import type { ${a.type} as T${i} } from "@nktkas/hyperliquid/api/${a.module}";`,
    );
    const values = answers.map((a, i) => `export const v${i}: T${i} = ${JSON.stringify(a.value)};`);
    writeFileSync(path.join(dir, "check.ts"), [...imports, ...values].join("\n"));
    const compilerOptions = {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      module: "preserve",
      moduleResolution: "bundler",
      target: "ES2023",
      lib: ["ES2023"],
      types: [],
      paths: { "@nktkas/hyperliquid/*": [path.join(sdk, "esm", "*", "mod.d.ts")] },
    };
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["check.ts"] }));
    try {
      await run(process.execPath, [tsc, "-p", path.join(dir, "tsconfig.json")]);
      return [];
    } catch (error) {
      const output = (error as { stdout?: string }).stdout ?? String(error);
      return output.split("\n").filter((line) => line.includes("error TS"));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
