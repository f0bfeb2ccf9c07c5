import { startTestExchange, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { HttpRequestError, type HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InProcessTransport } from "./in-process-transport.ts";
import { isRetryable } from "./retry.ts";

/** What a request's failure looks like to the code above the transport. */
async function failureOf(request: Promise<unknown>) {
  const error = await request.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpRequestError);
  const failure = error as HttpRequestError;
  return { message: failure.message, status: failure.response?.status, retryable: isRetryable(failure) };
}

describe("the in-process transport to the mounted exchange", () => {
  let exchange: TestExchange;
  let http: HttpTransport;
  let inProcess: InProcessTransport;

  beforeAll(async () => {
    exchange = await startTestExchange({ seed: 7 });
    http = exchange.transport;
    inProcess = new InProcessTransport(exchange.sim, 10_000);
  });
  afterAll(() => exchange?.close());

  it("answers what the same exchange answers over HTTP", async () => {
    const user = testWallet("alice").address;
    for (const payload of [{ type: "meta" }, { type: "allMids" }, { type: "clearinghouseState", user }]) {
      expect(await inProcess.request("info", payload)).toEqual(await http.request("info", payload));
    }
    const viaClient = await new InfoClient({ transport: inProcess }).spotMeta();
    expect(viaClient).toEqual(await exchange.info.spotMeta());
  });

  it("fails a request the exchange refuses as the SDK's HTTP transport does: same message and status", async () => {
    for (const payload of [
      { type: "noSuchRequest" },
      { type: "clearinghouseState", user: "not-an-address" },
    ]) {
      const overHttp = await failureOf(http.request("info", payload));
      expect(overHttp.status).toBe(422);
      expect(await failureOf(inProcess.request("info", payload))).toEqual(overHttp);
    }
  });

  it("fails a 5xx answer with its status, which the retries retry", async () => {
    // The exchange answers so when a journal write failed after the change (JournalWriteError).
    const failing = new InProcessTransport(
      { handle: async () => ({ status: 500, contentType: "text/plain", body: "Internal error: disk" }) },
      10_000,
    );
    expect(await failureOf(failing.request("info", { type: "meta" }))).toEqual({
      message: "500 Internal Server Error - Internal error: disk",
      status: 500,
      retryable: true,
    });
  });

  it("takes a JSON answer of any 2xx status and refuses an answer that is not JSON, as over HTTP", async () => {
    const answering = (status: number, contentType: string, body: string) =>
      new InProcessTransport({ handle: async () => ({ status, contentType, body }) }, 10_000);
    expect(
      await answering(202, "application/json; charset=utf-8", '{"status":"ok"}').request("info", {}),
    ).toEqual({
      status: "ok",
    });
    expect(await failureOf(answering(200, "text/plain", "ok").request("info", {}))).toEqual({
      message: "200 OK - ok",
      status: 200,
      retryable: false,
    });
  });

  it("gives up on an answer that does not come in time, and at once when its caller aborts", async () => {
    const silent = new InProcessTransport({ handle: () => new Promise(() => {}) }, 30);
    expect(await failureOf(silent.request("info", { type: "meta" }))).toEqual({
      message: "Request timed out after 30 ms",
      status: undefined,
      retryable: true,
    });
    const patient = new InProcessTransport({ handle: () => new Promise(() => {}) }, 60_000);
    const controller = new AbortController();
    const request = patient.request("info", { type: "meta" }, controller.signal);
    controller.abort(new Error("the caller left"));
    const aborted: unknown = await request.catch((error: unknown) => error);
    expect(aborted).toBeInstanceOf(HttpRequestError);
    expect(aborted).toMatchObject({ message: "Request aborted", cause: new Error("the caller left") });
    await expect(patient.request("info", { type: "meta" }, controller.signal)).rejects.toThrow(
      "Request aborted",
    );
  });
});
