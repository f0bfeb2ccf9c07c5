import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { removeUnusedTemplates, TEMPLATE_KEEP_MS } from "./scratch-cleanup.ts";

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("removing templates that no run uses any more", () => {
  it("answers nothing removed for a root that does not exist", () => {
    expect(removeUnusedTemplates(path.join(tmpdir(), "no-such-scratch-root-4c1d"), "x-", "x-1")).toEqual([]);
  });

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
      entry("another-prefix-3333333333333333", 2 * week),
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
