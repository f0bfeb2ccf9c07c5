import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./support/test-server.ts";

// A built web app as apps/web's build leaves it: each text file beside its Brotli and gzip copies.
const html = `<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body>${"<p>hello</p>".repeat(200)}</body></html>`;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(2000))};`;

let server: TestServer;
let webDir: string;

async function writeWithCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

/** GET with exactly this Accept-Encoding (fetch would add its own and decode). */
function get(route: string, acceptEncoding: string | undefined) {
  return new Promise<{
    status: number;
    encoding: string | undefined;
    cacheControl: string | undefined;
    body: Buffer;
  }>((resolve, reject) => {
    const request = http.get(
      `${server.url}${route}`,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers["content-encoding"],
            cacheControl: response.headers["cache-control"],
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), "web-dist-"));
  await mkdir(path.join(webDir, "assets"));
  await writeWithCopies(path.join(webDir, "index.html"), html);
  await writeWithCopies(path.join(webDir, "assets", "app.js"), script);
  server = await startTestServer({ WEB_DIST_DIR: webDir, LOG_LEVEL: "warn" });
}, 240_000);

afterAll(async () => {
  await server?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("is sent as its Brotli copy to browsers that accept it, else gzip, else as it is", async () => {
    const brotli = await get("/assets/app.js", "gzip, deflate, br");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get("/assets/app.js", "gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get("/assets/app.js", undefined);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a page address with the app's HTML, compressed too", async () => {
    const page = await get("/", "br");
    expect(page.status).toBe(200);
    expect(brotliDecompressSync(page.body).toString()).toBe(html);
    const deepLink = await get("/learn", undefined);
    expect(deepLink.status).toBe(200);
    expect(deepLink.body.toString()).toBe(html);
  });

  it("lets browsers keep the hashed assets for a year and revalidate the HTML on every visit", async () => {
    expect((await get("/assets/app.js", "br")).cacheControl).toBe("public, max-age=31536000, immutable");
    expect((await get("/", "br")).cacheControl).toBe("no-cache");
    expect((await get("/learn", undefined)).cacheControl).toBe("no-cache");
  });
});
