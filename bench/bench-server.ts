// Servers for benchmarks: the real app on the local exchange with its own data folder, rate limits out of the
// way and a session signed in with Ethereum so server-mode execution is allowed; or with the fake AI provider.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type ExecuteResponse, executeResponseSchema } from "@app/core";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import {
  type FakeProviderServer,
  startFakeProviderServer,
} from "../apps/server/test/support/fake-provider-server.ts";

/** A running benchmark server with a signed-in user. */
export interface BenchServer {
  readonly url: string;
  /** The signed-in address (lower case) whose paper account is traded. */
  readonly user: `0x${string}`;
  /** Posts JSON with the session cookie and a fresh idempotency key, so no request counts as a retry. */
  post(route: string, body: unknown): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts the app on the local exchange and signs in as the account of `privateKey`; `extra` adds settings. */
export async function startSignedInServer(
  privateKey: Hex,
  extra: Readonly<Record<string, string>> = {},
): Promise<BenchServer> {
  const account = privateKeyToAccount(privateKey);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  const environment = {
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "1000000",
    ADDRESS_RATE_LIMIT_PER_MINUTE: "1000000",
    ...extra,
  };
  const server = await startServer(loadConfig(environment, process.cwd()));
  let cookie = "";
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${server.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "idempotency-key": crypto.randomUUID() },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) cookie = setCookie.split(";")[0] ?? "";
    return response.json();
  };
  const { data } = (await fetch(`${server.url}/api/auth/nonce`).then((response) => response.json())) as {
    data: { nonce: string };
  };
  const message = createSiweMessage({
    domain: new URL(server.url).host,
    address: account.address,
    uri: server.url,
    version: "1",
    chainId: 421614,
    nonce: data.nonce,
  });
  await post("/api/auth/verify", { message, signature: await account.signMessage({ message }) });
  return {
    url: server.url,
    user: account.address.toLowerCase() as `0x${string}`,
    post,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The app on the local exchange whose AI providers are the fake provider, serving the built web app. */
export interface FakeProviderApp {
  readonly url: string;
  /** The fake provider: what it was asked and when it wrote each piece of its replies. */
  readonly fake: FakeProviderServer;
  close(): Promise<void>;
}

/**
 * Starts the fake AI provider and the app pointed at it (OpenRouter mode and native OpenAI) with its own data
 * folder named after `name`, for the benchmarks of analyses.
 */
export async function startAppWithFakeProvider(name: string): Promise<FakeProviderApp> {
  const root = path.resolve(import.meta.dirname, "..");
  const fake = await startFakeProviderServer();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const server = await startServer(
    loadConfig(
      {
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        WEB_DIST_DIR: path.join(root, "apps/web/dist"),
        AI_BASE_URL_OPENAI: `${fake.url}/openai/v1`,
        AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
      },
      root,
    ),
  );
  return {
    url: server.url,
    fake,
    async close() {
      await server.close();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Six small market longs ($25 each, 5x) on the majors, with a stop and a target at the given distances. */
export async function sixLongOrders(server: BenchServer, stopDistance: number, targetDistance: number) {
  const mids = (await server.post("/hl/info", { type: "allMids" })) as Record<string, string>;
  return (["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"] as const).map((coin) => {
    const price = Number(mids[coin]);
    return {
      coin,
      side: "BUY",
      quantity: Number((25 / price).toPrecision(3)),
      leverage: 5,
      stop_loss: Number((price * (1 - stopDistance)).toPrecision(5)),
      take_profit: Number((price * (1 + targetDistance)).toPrecision(5)),
    };
  });
}

/** Times `runs` server-mode executions of `orders`; `afterEach` may undo a round (closing its positions). */
export async function timeExecutions(
  server: BenchServer,
  orders: readonly unknown[],
  runs: number,
  afterEach?: (answer: ExecuteResponse) => Promise<void>,
): Promise<{ times: number[]; filled: number }> {
  const times: number[] = [];
  let filled = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const answer = executeResponseSchema.parse(
      await server.post("/api/signing/execute-with-agent", {
        mode: "server",
        userAddress: server.user,
        orders,
      }),
    );
    times.push(performance.now() - started);
    filled += answer.data.success;
    await afterEach?.(answer);
  }
  return { times, filled };
}
