import { rmSync } from "node:fs";
import { errorBodySchema, readinessResponseSchema } from "@app/core";
import { createHlSim, listenHlSim } from "@app/hl-sim";
import { NODE_IO } from "@app/hl-sim/persistence/file-io";
import { testDataDir } from "@app/hl-sim/testing";
import { sql } from "drizzle-orm";
import pg from "pg";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { latestMigration } from "../src/db/migration-state.ts";
import { Readiness } from "../src/services/readiness.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

const serverKey = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
const details = (body: unknown) => {
  const parsed = errorBodySchema.parse(body);
  expect(parsed.errorCode).toBe("NOT_READY");
  return parsed.details ?? "";
};

describe("Readiness", () => {
  const fine = async () => undefined;
  it("is ready when every probe is, and names each one that is not with its reason", async () => {
    const ready = new Readiness({ database: fine, migrations: fine, queue: fine, exchange: fine });
    expect((await ready.report()).ready).toBe(true);
    const broken = new Readiness(
      {
        database: fine,
        migrations: async () => "migration 0004 has not been applied",
        queue: async () => {
          throw new Error("connection refused");
        },
        exchange: () => new Promise(() => undefined),
      },
      50,
    );
    const report = await broken.report();
    expect(report.ready).toBe(false);
    expect(report.checks).toEqual({
      database: { ok: true },
      migrations: { ok: false, reason: "migration 0004 has not been applied" },
      queue: { ok: false, reason: "connection refused" },
      exchange: { ok: false, reason: "no answer within 50 ms" },
    });
  });

  it("is not ready once stopping, whatever its dependencies say", async () => {
    const readiness = new Readiness({ database: fine, migrations: fine, queue: fine, exchange: fine });
    readiness.markStopping();
    expect(await readiness.report()).toMatchObject({ ready: false, stopping: true });
  });
});

describe("GET /api/ready on PGlite and the embedded exchange", () => {
  let place: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    place = await createTestDatabase(undefined);
    server = await startTestServer({}, { dataDir: place.dataDir });
  });
  afterAll(async () => {
    await server.close();
    await place.drop();
  });

  it("answers ready with each dependency checked, while /api/health stays the liveness answer", async () => {
    const answer = await server.get("/api/ready");
    expect(answer.status).toBe(200);
    expect(readinessResponseSchema.parse(answer.body).data.checks.exchange.ok).toBe(true);
    expect((await server.get("/api/health")).status).toBe(200);
  });

  it("is not ready when the database holds a migration newer than this server's code", async () => {
    const database = await place.open();
    const latest = await latestMigration();
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${latest.when + 1})`,
    );
    try {
      const answer = await server.get("/api/ready");
      expect(answer.status).toBe(503);
      expect(details(answer.body)).toBe(
        "migrations: the database has migrations newer than this server's code",
      );
    } finally {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`,
      );
    }
    expect((await server.get("/api/ready")).status).toBe(200);
  });
});

describe("GET /api/ready on a shared exchange", () => {
  it("is not ready while the exchange does not answer, and ready again once it does", async () => {
    const operator = privateKeyToAccount(serverKey).address;
    const sim = createHlSim({ seed: 1, operators: [operator] });
    let exchange = await listenHlSim(sim, { port: 0 });
    const port = new URL(exchange.url).port;
    const server = await startTestServer({
      HL_EXCHANGE_URL: exchange.url,
      SERVER_WALLET_PRIVATE_KEY: serverKey,
    });
    try {
      expect((await server.get("/api/ready")).status).toBe(200);
      await exchange.close();
      const down = await server.get("/api/ready");
      expect(down.status).toBe(503);
      expect(details(down.body)).toMatch(/^exchange: /);
      expect((await server.get("/api/health")).status).toBe(200);
      exchange = await listenHlSim(sim, { port: Number(port) });
      expect((await server.get("/api/ready")).status).toBe(200);
    } finally {
      await server.close();
      await exchange.close();
      sim.close();
    }
  });
});

describe("GET /api/ready on a shared exchange whose journal cannot be written", () => {
  const dataDir = testDataDir("ready-shared-full-disk-");
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is not ready with the exchange's own reason while it refuses actions, and ready again after", async () => {
    let full = false;
    // Its own data folder: the exchange journals there, and the disk "fills" below.
    const sim = createHlSim({
      seed: 1,
      operators: [privateKeyToAccount(serverKey).address],
      dataDir,
      journalProbeMs: 10,
      journalIo: {
        ...NODE_IO,
        write: (fd, buffer, offset, length) => {
          if (full)
            throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
          return NODE_IO.write(fd, buffer, offset, length);
        },
      },
    });
    await sim.ready;
    const exchange = await listenHlSim(sim, { port: 0 });
    const server = await startTestServer({
      HL_EXCHANGE_URL: exchange.url,
      SERVER_WALLET_PRIVATE_KEY: serverKey,
    });
    try {
      // A new journal's header is written with the first request: the disk is full by then.
      full = true;
      await fetch(`${exchange.url}/info`, { method: "POST", body: '{"type":"allMids"}' });
      while (sim.status().ready) await new Promise((resolve) => setTimeout(resolve, 10));
      const status = await fetch(`${exchange.url}/status`);
      expect(status.status).toBe(503);
      expect(await status.json()).toMatchObject({ ready: false, code: "JOURNAL_UNWRITABLE" });
      const refused = await server.get("/api/ready");
      expect(refused.status).toBe(503);
      expect(details(refused.body)).toMatch(/^exchange: .*ENOSPC/);
      full = false;
      while (!sim.status().ready) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await fetch(`${exchange.url}/status`).then((answer) => answer.json())).toEqual({ ready: true });
      expect((await server.get("/api/ready")).status).toBe(200);
    } finally {
      await server.close();
      await exchange.close();
      sim.close();
    }
  });
});

const postgresUrl = inject("postgresUrl");
if (!postgresUrl) console.warn(`readiness on PostgreSQL not tested: ${inject("postgresMissing")}`);

describe.runIf(postgresUrl)("GET /api/ready on PostgreSQL", () => {
  let place: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    place = await createTestDatabase(postgresUrl);
    server = await startTestServer({ DATABASE_URL: place.databaseUrl ?? "" });
  });
  afterAll(async () => {
    await server.close();
    await place.drop();
  });

  it("checks pg-boss's queue: not ready without it", async () => {
    expect((await server.get("/api/ready")).status).toBe(200);
    const admin = new pg.Client({ connectionString: place.databaseUrl });
    await admin.connect();
    try {
      await admin.query("delete from pgboss.queue where name = 'replay'");
      const answer = await server.get("/api/ready");
      expect(answer.status).toBe(503);
      expect(details(answer.body)).toBe('queue: pg-boss has no "replay" queue');
    } finally {
      await admin.end();
    }
  });

  it("is not ready while the database refuses connections, naming it", async () => {
    const name = new URL(place.databaseUrl ?? "").pathname.slice(1);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);
      const answer = await server.get("/api/ready");
      expect(answer.status).toBe(503);
      expect(details(answer.body)).toMatch(/database: .*/);
      expect(details(answer.body)).toMatch(/migrations: /);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
  });
});
