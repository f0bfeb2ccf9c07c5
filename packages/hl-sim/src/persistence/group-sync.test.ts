import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { testDataDir } from "@app/hl-sim/testing";
import { afterAll, describe, expect, it } from "vitest";
import { type JournalIo, NODE_IO } from "./file-io.ts";
import { GroupSync } from "./group-sync.ts";
import { JournalWriteError } from "./journal-error.ts";

/** File calls that behave like a disk with `room` bytes left: a write takes what fits, then ENOSPC. */
function nearlyFullDisk(room: number): JournalIo & { room: number } {
  const disk = {
    ...NODE_IO,
    room,
    write(fd: number, buffer: Buffer, offset: number, length: number): number {
      if (disk.room <= 0)
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const written = writeSync(fd, buffer, offset, Math.min(length, disk.room));
      disk.room -= written;
      return written;
    },
  };
  return disk;
}

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
    sync.replace(openSync(path.join(dir, "c"), "a"), 0);
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

  it("writes a line whole across short writes, or cuts the file back to its last flushed line and refuses everything after", async () => {
    const file = path.join(dir, "f");
    const disk = nearlyFullDisk(10);
    const sync = new GroupSync(openSync(file, "a"), 0, disk);
    const failures: JournalWriteError[] = [];
    sync.onFailure = (failure) => failures.push(failure);
    sync.append("aaa\n");
    await sync.durable();
    sync.append("bbbb\n");
    sync.append("cccc\n");
    const refused = sync.durable();
    await expect(refused).rejects.toBeInstanceOf(JournalWriteError);
    await expect(refused).rejects.toMatchObject({ rolledBack: true, code: "JOURNAL_WRITE_FAILED" });
    // 6 of the 10 bytes were written before ENOSPC: they are cut off again.
    expect(readFileSync(file, "utf8")).toBe("aaa\n");
    expect(failures).toHaveLength(1);
    disk.room = 1_000;
    sync.append("dddd\n");
    await expect(sync.durable()).rejects.toBeInstanceOf(JournalWriteError);
    expect(readFileSync(file, "utf8")).toBe("aaa\n");
    sync.close();
  });

  it("cuts back what was written when the fsync fails (EIO)", async () => {
    const file = path.join(dir, "g");
    let failSync = false;
    const io: JournalIo = {
      ...NODE_IO,
      fsync: (fd, callback) =>
        failSync ? callback(new Error("EIO: i/o error, fsync")) : NODE_IO.fsync(fd, callback),
    };
    const sync = new GroupSync(openSync(file, "a"), 0, io);
    sync.append("1\n");
    await sync.durable();
    failSync = true;
    sync.append("2\n");
    await expect(sync.durable()).rejects.toThrow(/EIO/);
    expect(readFileSync(file, "utf8")).toBe("1\n");
    sync.close();
  });
});
