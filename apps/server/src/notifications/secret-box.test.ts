import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSecretKey, SECRET_KEY_FILE, SecretBox } from "./secret-box.ts";
import { webhookSignature, webhookUrlProblem } from "./senders.ts";

const key = Buffer.alloc(32, 7);

describe("SecretBox", () => {
  it("seals with a fresh IV each time and opens only with the same key and context", () => {
    const box = new SecretBox(key);
    const sealed = box.seal("123456:bot-token", "0xabc:telegram-token");
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("bot-token");
    expect(box.seal("123456:bot-token", "0xabc:telegram-token")).not.toBe(sealed);
    expect(box.open(sealed, "0xabc:telegram-token")).toBe("123456:bot-token");
    // Copied to another wallet's row or another column, or read with another key: it does not open.
    expect(() => box.open(sealed, "0xdef:telegram-token")).toThrow();
    expect(() => box.open(sealed, "0xabc:webhook-secret")).toThrow();
    expect(() => new SecretBox(Buffer.alloc(32, 8)).open(sealed, "0xabc:telegram-token")).toThrow();
    // One bit of the ciphertext flipped (a byte, not its base64 text, whose last character has unused bits).
    const [version, iv, tag, body] = sealed.split(".");
    const tampered = Buffer.from(body ?? "", "base64url");
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    const tamperedSealed = [version, iv, tag, tampered.toString("base64url")].join(".");
    expect(tamperedSealed).not.toBe(sealed);
    expect(() => box.open(tamperedSealed, "0xabc:telegram-token")).toThrow();
  });

  it("generates the local setup's key once into the data folder (mode 0600) and reads it back", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "secret-key-"));
    try {
      const first = await loadSecretKey(undefined, folder);
      expect(first).toHaveLength(32);
      expect(await loadSecretKey(undefined, folder)).toEqual(first);
      const file = path.join(folder, SECRET_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, "utf8")).trim()).toBe(first.toString("hex"));
      // A configured key wins over the file.
      expect(await loadSecretKey(key, folder)).toBe(key);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("webhooks", () => {
  it("sign `<timestamp>.<body>` with HMAC-SHA256, as docs/notifications.md says", () => {
    // Computed apart: printf '1700000000000.{"a":1}' | openssl dgst -sha256 -hmac secret-of-16-chars
    expect(webhookSignature("secret-of-16-chars", 1_700_000_000_000, '{"a":1}')).toBe(
      "sha256=76e976030852dd52f7ca89f5d09d738cdc53846fd419bc4fd840c9e6eaf28c7b",
    );
  });

  it("refuse other schemes, credentials in the URL, and private addresses unless allowed", () => {
    expect(webhookUrlProblem("https://hooks.example.com/x", false)).toBeUndefined();
    expect(webhookUrlProblem("ftp://hooks.example.com/x", false)).toEqual({
      key: "errorDetail.webhookUrl.protocol",
    });
    expect(webhookUrlProblem("https://user:pw@hooks.example.com/", false)).toEqual({
      key: "errorDetail.webhookUrl.credentials",
    });
    expect(webhookUrlProblem("not a url", false)).toEqual({ key: "errorDetail.webhookUrl.notUrl" });
    for (const host of [
      "127.0.0.1",
      "10.1.2.3",
      "192.168.0.9",
      "172.20.0.1",
      "169.254.169.254",
      "[::1]",
      "localhost",
    ]) {
      expect(webhookUrlProblem(`http://${host}:8080/hook`, false)).toEqual({
        key: "errorDetail.webhookUrl.private",
      });
      expect(webhookUrlProblem(`http://${host}:8080/hook`, true)).toBeUndefined();
    }
    expect(webhookUrlProblem("http://172.32.0.1/", false)).toBeUndefined();
  });
});
