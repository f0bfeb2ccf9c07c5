/**
 * A real, small file system for the disk-full tests: a tmpfs of a given size mounted on a new
 * folder (Linux, as root: CI runs as root). Test-only.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A mounted small file system; `unmount` removes it and its folder. */
export interface SmallDisk {
  readonly dir: string;
  unmount(): void;
}

/**
 * Mounts a tmpfs of `kib` KiB on a new folder, or says why it cannot (not root, no mount
 * permission in this container): the caller decides whether that may skip the test.
 */
export function mountSmallDisk(kib: number): SmallDisk | { readonly unavailable: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "hl-sim-small-disk-"));
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${kib}k,mode=0700`, "tmpfs", dir], {
    encoding: "utf8",
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: (mounted.stderr || mounted.error?.message || "mount failed").trim() };
  }
  return {
    dir,
    unmount: () => {
      spawnSync("umount", ["-l", dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
