import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("command line", () => {
  it("starts a server on the requested port and prints its URL", async () => {
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const child = spawn(process.execPath, [cli, "--port", "0", "--seed", "4"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /http:\/\/127\.0\.0\.1:\d+/.exec(output);
          if (match) resolve(match[0]);
        });
        child.stderr.on("data", (chunk: Buffer) => reject(new Error(chunk.toString())));
        child.once("exit", (code) => reject(new Error(`cli exited with ${code}`)));
      });
      const response = await fetch(`${url}/info`, { method: "POST", body: '{"type":"meta"}' });
      const meta = (await response.json()) as { universe: unknown[] };
      expect(meta.universe).toHaveLength(25);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("refuses an operator key file that holds no key, naming the file but not its content", async () => {
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const folder = await mkdtemp(path.join(tmpdir(), "hl-cli-"));
    const file = path.join(folder, "key");
    await writeFile(file, "0xsecret-looking-but-no-key");
    try {
      const child = spawn(process.execPath, [cli, "--port", "0", "--operator-key-file", file], {
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
