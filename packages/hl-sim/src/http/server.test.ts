import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHlSim } from "../sim.ts";
import { listenHlSim } from "./server.ts";

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await listenHlSim(createHlSim({ seed: 2 }), { port: 0 });
});
afterAll(() => server.close());

describe("standalone HTTP server", () => {
  it("listens on 127.0.0.1 and answers POST /info with JSON and CORS *", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/info`, { method: "POST", body: '{"type":"allMids"}' });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toHaveProperty("BTC");
  });

  it("answers CORS preflights so a browser page can call it", async () => {
    const response = await fetch(`${server.url}/exchange`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-headers")).toContain("content-type");
  });

  it("refuses other paths and methods", async () => {
    expect((await fetch(`${server.url}/other`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${server.url}/info`)).status).toBe(405);
  });

  it("refuses oversized bodies", async () => {
    const response = await fetch(`${server.url}/info`, { method: "POST", body: "x".repeat(2_000_000) });
    expect(response.status).toBe(413);
  });

  it("sim.handle answers unknown paths without throwing", async () => {
    const sim = createHlSim();
    expect(await sim.handle("/nope", "{}")).toMatchObject({ status: 404 });
    expect(await sim.handle("/info", "")).toMatchObject({ status: 422 });
  });
});

describe("command line", () => {
  it("starts a server on the requested port and prints its URL", async () => {
    const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
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
    const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
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
