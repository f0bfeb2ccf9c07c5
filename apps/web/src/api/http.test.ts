import { accountOverviewResponseSchema } from "@app/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountOverview, jsonResponse } from "../../test/fixtures.ts";
import { translateMessage } from "../i18n/core-messages.ts";
import { fetchAccountOverview } from "./account.ts";
import { ApiError } from "./api-error.ts";
import { errorText } from "./error-text.ts";
import { requestJson } from "./http.ts";

const ADDRESS = "0x9f2c4b1e7a3d5c6b8e0f1a2b3c4d5e6f7a8b9c0d";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the API client", () => {
  it("asks for the overview with the address and initial balance, and returns the parsed data", async () => {
    const overview = accountOverview();
    const fetchMock = stubFetch(async () => jsonResponse({ success: true, data: overview }));
    await expect(fetchAccountOverview(ADDRESS)).resolves.toEqual(overview);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/account/overview?address=${ADDRESS}&initialBalance=10000`,
    );
  });

  it("maps an error body through core's translation, in the interface language", async () => {
    stubFetch(async () =>
      jsonResponse(
        {
          success: false,
          errorCode: "MISSING_OPENROUTER_API_KEY",
          error: "no key",
          details: "model deepseek",
        },
        400,
      ),
    );
    const error = await failure(fetchAccountOverview(ADDRESS));
    expect(error.status).toBe(400);
    expect(errorText(error, "en")).toBe(
      "OpenRouter API Key not provided. Please configure your API Key in AI Setup tab: model deepseek",
    );
    expect(errorText(error, "zh")).toBe(
      "未提供 OpenRouter API Key，请在 AI 设置页面配置您的 API Key: model deepseek",
    );
  });

  it("shows the server's text for an unknown error code", async () => {
    stubFetch(async () =>
      jsonResponse({ success: false, errorCode: "SOMETHING_NEW", error: "Something new broke" }, 500),
    );
    expect(errorText(await failure(fetchAccountOverview(ADDRESS)), "en")).toBe("Something new broke");
  });

  it("rejects an answer that does not match the contract instead of passing it on", async () => {
    stubFetch(async () => jsonResponse({ success: true, data: { positions: "not a list" } }));
    const error = await failure(
      requestJson("/account/overview", { schema: accountOverviewResponseSchema, timeoutMs: 1000 }),
    );
    expect(error.body.errorCode).toBe("API_REQUEST_FAILED");
    expect(errorText(error, "en")).toBe(
      "API request failed: the server's answer was not what this app expects",
    );
    expect(errorText(error, "zh")).toBe("API 请求失败: 服务器的响应不是本应用预期的格式");
  });

  it("rejects a non-JSON failure page with the HTTP status", async () => {
    stubFetch(async () => new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await failure(fetchAccountOverview(ADDRESS));
    expect(errorText(error, "en")).toBe("API request failed: HTTP 502");
  });

  it("turns an unreachable server into a network error", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failure(fetchAccountOverview(ADDRESS));
    expect(error.status).toBeNull();
    expect(errorText(error, "en")).toBe("Network error. Please check your internet connection");
  });

  it("lets a cancellation by the caller through untouched", async () => {
    stubFetch(
      (() =>
        new Promise<Response>((_, reject) => {
          setTimeout(() => reject(new DOMException("aborted", "AbortError")), 5);
        })) as () => Promise<Response>,
    );
    const controller = new AbortController();
    const request = fetchAccountOverview(ADDRESS, { signal: controller.signal });
    controller.abort(new DOMException("cleanup", "AbortError"));
    await expect(request).rejects.toMatchObject({ name: "AbortError", message: "cleanup" });
  });
});

describe("an invalid account overview", () => {
  it("reads as core's 'could not retrieve account data' where the dashboard asks for it", async () => {
    stubFetch(async () => jsonResponse({ success: true, data: { performance: null } }));
    const error = await failure(fetchAccountOverview(ADDRESS));
    expect(error.kind).toBe("invalid-response");
    expect(errorText(error, "zh", { invalidResponse: { key: "account.loadFailed" } })).toBe(
      translateMessage({ key: "account.loadFailed" }, "zh"),
    );
    expect(errorText(error, "zh", { invalidResponse: { key: "account.loadFailed" } })).toMatch(/账户数据/);
  });
});
