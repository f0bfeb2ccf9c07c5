import { type ChildProcess, spawn } from "node:child_process";
import { utimesSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let place: TestDatabase | undefined;

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

let child: ChildProcess | undefined;
let output = "";
/** Where the next `waitFor` starts reading: after what the previous one matched. */
let cursor = 0;
/** Resolves once the dev mode's output, past the previous match, matches `pattern` (within `ms`). */
function waitFor(pattern: RegExp, ms = 90_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), ms);
    const check = () => {
      const match = output.slice(cursor).match(pattern);
      if (!match) return;
      cursor += (match.index ?? 0) + match[0].length;
      clearTimeout(timer);
      child?.stdout?.off("data", check);
      child?.stderr?.off("data", check);
      resolve(match);
    };
    child?.stdout?.on("data", check);
    child?.stderr?.on("data", check);
    check();
  });
}

/** GETs `url` until it answers (a server still starting refuses the connection). */
async function getWhenUp(url: string): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.status < 500 || attempt > 120) return response;
    } catch (error) {
      if (attempt > 120) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGINT");
    await exited;
  }
  await place?.drop();
});

describe("npm run dev", { timeout: 480_000 }, () => {
  it("serves the web app with hot reload, proxies /api to an API server that restarts on change, and prints the URL", async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    // PostgreSQL when the stage has one (a PGlite folder opens far slower, twice here).
    place = await createTestDatabase(inject("postgresUrl"));
    const database = place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {};
    child = spawn(process.execPath, [path.join(root, "scripts/dev.mjs")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(webPort),
        API_PORT: String(apiPort),
        DATA_DIR: place.dataDir,
        ...database,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const [, url] = await waitFor(/open (http:\/\/127\.0\.0\.1:\d+)/);
    expect(url).toBe(`http://127.0.0.1:${webPort}`);
    // The API's own "ready" line points at the same URL (a first start opens the database: slow).
    await waitFor(/Open (http:\S+) \(development mode\)/, 200_000).then(([, ready]) =>
      expect(ready).toBe(url),
    );

    // The page comes from Vite's dev server: its HTML loads the hot-reload client.
    const page = await getWhenUp(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/@vite/client");
    // /api/* reaches the API server through the same origin.
    const config = await getWhenUp(`${url}/api/config`);
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ success: true });

    // A change to a file the API runs restarts it, and it answers again.
    utimesSync(path.join(root, "apps/server/src/main.ts"), new Date(), new Date());
    await waitFor(/Restarting/);
    await waitFor(/AI trading app ready/, 200_000);
    const again = await getWhenUp(`${url}/api/config`);
    expect(again.status).toBe(200);
  });
});
