import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every file the server under test wrote: its data folder (E2E_DATA_DIR, set by the Playwright config). */
export function serverDataFiles(): string[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: run through the Playwright config");
  return filesUnder(dir);
}

/** Whether an error is a file or folder that went away (the server, serving another spec meanwhile, removed it). */
function isGone(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (isGone(error)) return [];
    throw error;
  }
  return names.flatMap((name) => {
    const full = path.join(dir, name);
    try {
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    } catch (error) {
      if (isGone(error)) return [];
      throw error;
    }
  });
}

/** The files of the server's data folder whose bytes contain any of `needles`. */
export function serverFilesHolding(needles: readonly Buffer[]): string[] {
  return serverDataFiles().filter((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      // A file removed since the listing holds nothing any more.
      if (isGone(error)) return false;
      throw error;
    }
    return needles.some((needle) => bytes.includes(needle));
  });
}
