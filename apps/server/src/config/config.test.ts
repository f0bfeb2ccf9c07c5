import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("starts on the embedded defaults: local exchange on port 3000, data in .data", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config).toMatchObject({ port: 3000, host: "127.0.0.1", network: "local", localMarketSeed: 1 });
    expect(config.dataDir).toBe(path.resolve("/srv/app", ".data"));
    expect(config.serverWalletPrivateKey).toBeUndefined();
  });

  it("refuses mainnet with a message that says why", () => {
    expect(() => loadConfig({ HL_NETWORK: "mainnet" }, "/")).toThrow(/mainnet is refused/);
    expect(() => loadConfig({ HL_NETWORK: " MAINNET " }, "/")).toThrow(ConfigError);
  });

  it("names every bad variable at once", () => {
    const attempt = () =>
      loadConfig({ PORT: "http", SERVER_WALLET_PRIVATE_KEY: "0x12", HL_NETWORK: "devnet" }, "/");
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/SERVER_WALLET_PRIVATE_KEY/);
    expect(attempt).toThrow(/HL_NETWORK/);
  });

  it("accepts testnet with a server wallet and treats blank optional values as unset", () => {
    const key = `0x${"ab".repeat(32)}`;
    const config = loadConfig(
      {
        HL_NETWORK: "testnet",
        SERVER_WALLET_PRIVATE_KEY: key.toUpperCase().replace("0X", "0x"),
        HL_TESTNET_ACCOUNT: " ",
      },
      "/",
    );
    expect(config.network).toBe("testnet");
    expect(config.serverWalletPrivateKey).toBe(key);
    expect(config.testnetAccount).toBeUndefined();
  });
});

describe("loadConfig: database and CORS", () => {
  it("keeps data in PGlite unless DATABASE_URL names a PostgreSQL server", () => {
    expect(loadConfig({}, "/").databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/app" }, "/").databaseUrl).toBe(
      "postgres://u:p@127.0.0.1:5432/app",
    );
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" }, "/")).toThrow(/DATABASE_URL/);
  });

  it("reads CORS origins as a comma list of http(s) origins", () => {
    expect(loadConfig({}, "/").corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: "http://localhost:5173/, https://app.example.com" }, "/").corsOrigins,
    ).toEqual(["http://localhost:5173", "https://app.example.com"]);
    expect(() => loadConfig({ CORS_ORIGINS: "not a url" }, "/")).toThrow(/CORS_ORIGINS/);
  });
});

describe("loadConfig: rate limits", () => {
  it("limits each IP and each address per minute, with overridable defaults", () => {
    expect(loadConfig({}, "/")).toMatchObject({ rateLimitPerMinute: 600, addressRateLimitPerMinute: 240 });
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: "50000" }, "/").rateLimitPerMinute).toBe(50000);
    expect(() => loadConfig({ ADDRESS_RATE_LIMIT_PER_MINUTE: "0" }, "/")).toThrow(
      /ADDRESS_RATE_LIMIT_PER_MINUTE/,
    );
  });
});

describe("loadConfig: empty values, proxies and timeouts", () => {
  it("takes an empty value for the default, so HL_NETWORK= starts on the local exchange", () => {
    const config = loadConfig({ HL_NETWORK: "", PORT: "", HL_SEED: " ", RATE_LIMIT_PER_MINUTE: "" }, "/");
    expect(config).toMatchObject({
      network: "local",
      port: 3000,
      localMarketSeed: 1,
      rateLimitPerMinute: 600,
    });
  });

  it("trusts no proxy unless TRUST_PROXY says which", () => {
    expect(loadConfig({}, "/").trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }, "/").trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }, "/").trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }, "/").trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }, "/").trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" }, "/")).toThrow(/TRUST_PROXY/);
  });

  it("bounds how long a request may take to arrive, and limits the local exchange per IP", () => {
    expect(loadConfig({}, "/")).toMatchObject({ requestTimeoutMs: 30_000, hlRateLimitPerMinute: 1200 });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: "1000" }, "/").requestTimeoutMs).toBe(1000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "5" }, "/")).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe("loadConfig: running as a service", () => {
  const key = `0x${"cd".repeat(32)}`;

  it("points the server at a shared local exchange with the API wallet every instance shares", () => {
    const config = loadConfig(
      { HL_EXCHANGE_URL: "http://127.0.0.1:8545/", SERVER_WALLET_PRIVATE_KEY: key },
      "/",
    );
    expect(config.service.exchangeUrl).toBe("http://127.0.0.1:8545");
    expect(config.serverWalletPrivateKey).toBe(key);
    expect(loadConfig({}, "/").service.exchangeUrl).toBeUndefined();
  });

  it("refuses a shared exchange without a shared wallet, on testnet, or on mainnet's host", () => {
    expect(() => loadConfig({ HL_EXCHANGE_URL: "http://127.0.0.1:8545" }, "/")).toThrow(
      /SERVER_WALLET_PRIVATE_KEY or SERVER_WALLET_PRIVATE_KEY_FILE: required with HL_EXCHANGE_URL/,
    );
    expect(() =>
      loadConfig(
        { HL_NETWORK: "testnet", HL_EXCHANGE_URL: "http://127.0.0.1:8545", SERVER_WALLET_PRIVATE_KEY: key },
        "/",
      ),
    ).toThrow(/only for HL_NETWORK=local/);
    expect(() =>
      loadConfig({ HL_EXCHANGE_URL: "https://api.hyperliquid.xyz", SERVER_WALLET_PRIVATE_KEY: key }, "/"),
    ).toThrow(/mainnet/);
    expect(() => loadConfig({ HL_EXCHANGE_URL: "ftp://x", SERVER_WALLET_PRIVATE_KEY: key }, "/")).toThrow(
      /HL_EXCHANGE_URL/,
    );
  });

  it("reads the wallet's key from a mounted secret file, naming the file but never its content", async () => {
    const { mkdtemp, writeFile, rm } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const folder = await mkdtemp(path.join(tmpdir(), "config-secret-"));
    try {
      await writeFile(path.join(folder, "key"), `${key.toUpperCase().replace("0X", "0x")}\n`);
      await writeFile(path.join(folder, "bad"), "0xnot-a-key-but-secret-looking");
      const config = loadConfig(
        { SERVER_WALLET_PRIVATE_KEY_FILE: "key", HL_EXCHANGE_URL: "http://127.0.0.1:8545" },
        folder,
      );
      expect(config.serverWalletPrivateKey).toBe(key);
      const bad = () => loadConfig({ SERVER_WALLET_PRIVATE_KEY_FILE: "bad" }, folder);
      expect(bad).toThrow(/bad must hold 0x followed by 64 hex digits/);
      expect(bad).not.toThrow(/not-a-key/);
      expect(() => loadConfig({ SERVER_WALLET_PRIVATE_KEY_FILE: "missing" }, folder)).toThrow(
        /cannot read .*ENOENT/,
      );
      expect(() =>
        loadConfig({ SERVER_WALLET_PRIVATE_KEY_FILE: "key", SERVER_WALLET_PRIVATE_KEY: key }, folder),
      ).toThrow(/not both/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("gives a stop 25 s of grace and keeps /metrics loopback-only unless a token is set", () => {
    expect(loadConfig({}, "/").service).toMatchObject({ shutdownGraceMs: 25_000, metricsToken: undefined });
    expect(
      loadConfig({ SHUTDOWN_GRACE_MS: "5000", METRICS_TOKEN: "s".repeat(20) }, "/").service,
    ).toMatchObject({
      shutdownGraceMs: 5000,
      metricsToken: "s".repeat(20),
    });
    expect(() => loadConfig({ METRICS_TOKEN: "short" }, "/")).toThrow(/METRICS_TOKEN/);
  });
});
