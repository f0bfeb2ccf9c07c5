import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every file the server under test wrote: its data folder (E2E_DATA_DIR, set by the Playwright config). */
export function serverDataFiles(): string[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright config");
  return filesUnder(dir);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The files of the server's data folder whose bytes contain any of `needles`. */
export function serverFilesHolding(needles: readonly Buffer[]): string[] {
  return serverDataFiles().filter((file) => {
    const bytes = readFileSync(file);
    return needles.some((needle) => bytes.includes(needle));
  });
}
