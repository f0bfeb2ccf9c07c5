import { rmSync } from "node:fs";
import { PassThrough } from "node:stream";
import { healthResponseSchema } from "@app/core";
import { createHlSim } from "@app/hl-sim";
import { NODE_IO } from "@app/hl-sim/persistence/file-io";
import { testDataDir } from "@app/hl-sim/testing";
import { afterAll, describe, expect, it } from "vitest";
import { Metrics } from "../../metrics/metrics.ts";
import { Readiness } from "../../services/readiness.ts";
import { AddressRateLimit } from "../address-rate-limit.ts";
import { buildApp } from "../app.ts";
import { Drain } from "../drain.ts";
import { ServiceSlot, type Services } from "../services.ts";

const dataDir = testDataDir("health-full-disk-");
const fine = async () => undefined;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("GET /api/health with the local exchange", () => {
  it("reports the exchange not ready while its journal cannot be written, and ready again after", async () => {
    let full = true;
    const sim = createHlSim({
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
    const slot = new ServiceSlot();
    // The health route reads only the network of the services; the rest is not built here.
    slot.set({ connection: { network: "local" } } as unknown as Services);
    const app = await buildApp(slot, {
      logLevel: "error",
      logStream: new PassThrough(),
      localExchange: sim,
      webDistDir: undefined,
      corsOrigins: [],
      rateLimitPerMinute: 1000,
      addressLimit: new AddressRateLimit(1000),
      hlRateLimitPerMinute: 1000,
      requestTimeoutMs: 10_000,
      trustProxy: false,
      readiness: new Readiness({ database: fine, migrations: fine, queue: fine, exchange: fine }),
      drain: new Drain(),
      metrics: new Metrics({ processMetrics: false }),
      metricsToken: undefined,
    });
    const health = async () =>
      healthResponseSchema.parse((await app.inject({ method: "GET", url: "/api/health" })).json()).data
        .exchange;
    try {
      await sim.ready;
      expect(await health()).toEqual({ ready: true });
      // A new journal's header is written with the first request: the disk is full.
      await app.inject({ method: "POST", url: "/hl/info", payload: '{"type":"allMids"}' });
      expect(await health()).toMatchObject({ ready: false, code: "JOURNAL_UNWRITABLE" });
      expect((await health())?.reason).toMatch(/ENOSPC/);
      full = false;
      while (!(await health())?.ready) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await health()).toEqual({ ready: true });
    } finally {
      await app.close();
      sim.close();
    }
  });
});
