import { parseSiweMessage } from "viem/siwe";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";
import { ApiError } from "../api/api-error.ts";
import { apiErrorMessage } from "../i18n/core-messages.ts";
import { ensureSignedIn } from "./sign-in.ts";

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubAuth(sessionAddress: string | null) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === "/api/auth/session") {
        return jsonResponse({ success: true, data: { address: sessionAddress, expiresAt: null } });
      }
      if (url === "/api/auth/nonce") {
        return jsonResponse({ success: true, data: { nonce: "abcdef0123456789", expiresAt: 1 } });
      }
      posted.push(JSON.parse(String(init?.body)));
      return jsonResponse({ success: true, data: { address: ADDRESS.toLowerCase(), expiresAt: 2 } });
    }),
  );
  return posted;
}

describe("ensureSignedIn", () => {
  it("signs a Sign-In with Ethereum message for this page with the server's nonce", async () => {
    const posted = stubAuth(null);
    const signMessage = vi.fn(async (_message: string) => `0x${"11".repeat(65)}` as const);
    await ensureSignedIn({ address: ADDRESS, chainId: 421614, signMessage });
    expect(signMessage).toHaveBeenCalledTimes(1);
    const message = signMessage.mock.calls[0]?.[0] ?? "";
    expect(parseSiweMessage(message)).toMatchObject({
      domain: window.location.host,
      address: ADDRESS,
      nonce: "abcdef0123456789",
      chainId: 421614,
    });
    expect(posted).toEqual([{ message, signature: `0x${"11".repeat(65)}` }]);
  });

  it("asks for no signature when the session is already the wallet's", async () => {
    stubAuth(ADDRESS.toLowerCase());
    const signMessage = vi.fn(async () => "0x" as const);
    await ensureSignedIn({ address: ADDRESS, chainId: 421614, signMessage });
    expect(signMessage).not.toHaveBeenCalled();
  });

  it("turns a refused signature into a translated sign-in failure", async () => {
    stubAuth(null);
    const failure = await ensureSignedIn({
      address: ADDRESS,
      chainId: 421614,
      signMessage: async () => {
        throw new Error("User rejected the request.");
      },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(apiErrorMessage((failure as ApiError).body, "zh")).toBe(
      "钱包签名登录失败，请重新签名: User rejected the request.",
    );
  });
});
