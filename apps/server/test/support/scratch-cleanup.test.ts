import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLUSTER_FOLDER_PREFIX,
  removeStaleClusters,
  removeUnusedTemplates,
  TEMPLATE_KEEP_MS,
} from "./scratch-cleanup.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A cluster folder under `root`, last changed `ageMs` ago, with a postmaster.pid naming `pid` when given. */
function clusterFolder(name: string, ageMs: number, pid?: number): string {
  const folder = path.join(root as string, name);
  mkdirSync(path.join(folder, "data"), { recursive: true });
  if (pid !== undefined) writeFileSync(path.join(folder, "data", "postmaster.pid"), `${pid}\n/some/dir\n`);
  const at = new Date(Date.now() - ageMs);
  utimesSync(folder, at, at);
  return folder;
}

describe("removing the folders of throwaway clusters that runs left behind", () => {
  it("removes old folders where no postgres runs, and keeps running, starting and other folders", () => {
    root = mkdtempSync(path.join(tmpdir(), "stale-clusters-"));
    const hour = 3_600_000;
    // A process that has ended: its id names no running process (ids are not reused this soon).
    const ended = spawnSync(process.execPath, ["-e", "0"]).pid;
    const stopped = clusterFolder(`${CLUSTER_FOLDER_PREFIX}stopped`, hour);
    const killed = clusterFolder(`${CLUSTER_FOLDER_PREFIX}killed`, hour, ended);
    const live = clusterFolder(`${CLUSTER_FOLDER_PREFIX}live`, hour, process.pid);
    const starting = clusterFolder(`${CLUSTER_FOLDER_PREFIX}starting`, 1_000);
    const other = clusterFolder("hl-ai-trader-pgcluster-0123456789abcdef", hour);

    expect(removeStaleClusters(root).sort()).toEqual([killed, stopped].sort());
    expect([stopped, killed].map(existsSync)).toEqual([false, false]);
    expect([live, starting, other].map(existsSync)).toEqual([true, true, true]);
  });

  it("answers nothing removed for a root that does not exist", () => {
    expect(removeStaleClusters(path.join(tmpdir(), "no-such-scratch-root-4c1d"))).toEqual([]);
  });
});

describe("removing templates that no run uses any more", () => {
  it("removes another digest's folder, tarball and half-made copy unused for a week, and keeps the current and recent ones", () => {
    root = mkdtempSync(path.join(tmpdir(), "unused-templates-"));
    const prefix = "hl-ai-trader-pglite-";
    const week = TEMPLATE_KEEP_MS;
    const entry = (name: string, ageMs: number, file = false) => {
      const at = path.join(root as string, name);
      if (file) writeFileSync(at, "tar");
      else mkdirSync(at);
      const time = new Date(Date.now() - ageMs);
      utimesSync(at, time, time);
      return at;
    };
    const current = `${prefix}1111111111111111`;
    const kept = [
      entry(current, 2 * week),
      entry(`${current}.tar`, 2 * week, true),
      entry(`${prefix}2222222222222222`, week / 2),
      entry("hl-ai-trader-pgcluster-3333333333333333", 2 * week),
    ];
    const gone = [
      entry(`${prefix}4444444444444444`, week + 60_000),
      entry(`${prefix}4444444444444444.tar`, 2 * week, true),
      entry(`${prefix}4444444444444444.123.1700000000000`, 2 * week),
    ];

    expect(removeUnusedTemplates(root, prefix, current).sort()).toEqual(gone.sort());
    expect(gone.map(existsSync)).toEqual([false, false, false]);
    expect(kept.map(existsSync)).toEqual([true, true, true, true]);
  });
});
