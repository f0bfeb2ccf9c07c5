import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLI_PATH, startCli } from "@app/hl-sim/cli-process";
import { describe, expect, it } from "vitest";

describe("command line", () => {
  it("starts a server on the requested port and prints its URL", async () => {
    const { child, url } = await startCli(["--port", "0", "--seed", "4"]);
    try {
      const response = await fetch(`${url}/info`, { method: "POST", body: '{"type":"meta"}' });
      const meta = (await response.json()) as { universe: unknown[] };
      expect(meta.universe).toHaveLength(25);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("refuses an operator key file that holds no key, naming the file but not its content", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "hl-cli-"));
    const file = path.join(folder, "key");
    await writeFile(file, "0xsecret-looking-but-no-key");
    try {
      const child = spawn(process.execPath, [CLI_PATH, "--port", "0", "--operator-key-file", file], {
        stdio: ["ignore", "pipe", "pipe"],
      });
      let errors = "";
      child.stderr.on("data", (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(2);
      expect(errors).toContain(`${file} must hold 0x followed by 64 hex digits`);
      expect(errors).not.toContain("secret-looking");
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
