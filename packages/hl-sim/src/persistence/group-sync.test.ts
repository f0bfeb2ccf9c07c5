import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDataDir } from "../testing.ts";
import { GroupSync } from "./group-sync.ts";

const dir = testDataDir("hl-sim-group-sync-");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(sync: GroupSync, line: string): void {
  sync.append(line);
}

describe("group commit (GroupSync)", () => {
  it("resolves every waiter once an fsync covers its writes, however many wait at once", async () => {
    const file = path.join(dir, "a");
    const sync = new GroupSync(openSync(file, "a"));
    await sync.durable();
    const waits: Promise<void>[] = [];
    for (let i = 0; i < 50; i += 1) {
      write(sync, `${i}\n`);
      waits.push(sync.durable());
    }
    await Promise.all(waits);
    sync.close();
    expect(readFileSync(file, "utf8").split("\n")).toHaveLength(51);
  });

  it("keeps appends until an fsync starts and writes them with it in one go; close writes the rest", async () => {
    const file = path.join(dir, "e");
    const sync = new GroupSync(openSync(file, "a"));
    write(sync, "1\n");
    write(sync, "2\n");
    expect(readFileSync(file, "utf8")).toBe("");
    await sync.durable();
    expect(readFileSync(file, "utf8")).toBe("1\n2\n");
    write(sync, "3\n");
    sync.close();
    expect(readFileSync(file, "utf8")).toBe("1\n2\n3\n");
  });

  it("moves to a new file while an fsync of the old one runs, and closes the old one after it", async () => {
    const sync = new GroupSync(openSync(path.join(dir, "b"), "a"));
    write(sync, "old\n");
    const pending = sync.durable();
    sync.settleAll();
    sync.replace(openSync(path.join(dir, "c"), "a"));
    await pending;
    write(sync, "new\n");
    await sync.durable();
    sync.close();
    expect(readFileSync(path.join(dir, "c"), "utf8")).toBe("new\n");
  });

  it("rejects the waiters when the fsync fails", async () => {
    const fd = openSync(path.join(dir, "d"), "a");
    const sync = new GroupSync(fd);
    write(sync, "x\n");
    closeSync(fd);
    await expect(sync.durable()).rejects.toThrow(/EBADF/);
  });
});
