import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { beforeEach, describe, expect, it } from "vitest";
import { AGENT_UNLOCK_MESSAGE } from "./agent-crypto.ts";
import { AgentError, isUserRejection } from "./agent-error.ts";
import { forgetUnlockSecrets, unlockSecret } from "./unlock.ts";

const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");

function wallet(answer: () => Promise<Hex>) {
  const asked: string[] = [];
  return {
    asked,
    address: account.address,
    signMessage: (message: string) => {
      asked.push(message);
      return answer();
    },
  };
}

describe("the agent key's unlock secret", () => {
  beforeEach(() => forgetUnlockSecrets());

  it("asks the main wallet once per session, even for concurrent callers, and derives the same secret", async () => {
    const signing = wallet(() => account.signMessage({ message: AGENT_UNLOCK_MESSAGE }));
    const [first, second] = await Promise.all([unlockSecret(signing), unlockSecret(signing)]);
    expect(await unlockSecret(signing)).toBe(first);
    expect(second).toBe(first);
    expect(signing.asked).toEqual([AGENT_UNLOCK_MESSAGE]);
    forgetUnlockSecrets();
    expect(await unlockSecret(signing)).toBe(first);
  });

  it("turns a refusal into 'User rejected Agent authorization' and asks again next time", async () => {
    let refuse = true;
    const signing = wallet(() =>
      refuse
        ? Promise.reject(Object.assign(new Error("wrapped"), { cause: { code: 4001 } }))
        : account.signMessage({ message: AGENT_UNLOCK_MESSAGE }),
    );
    const refused = await unlockSecret(signing).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AgentError);
    expect((refused as AgentError).userMessage).toEqual({ key: "agent.userRejected" });
    refuse = false;
    await expect(unlockSecret(signing)).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect(signing.asked).toHaveLength(2);
  });

  it("reports another wallet failure as 'Failed to get Agent private key'", async () => {
    const signing = wallet(() => Promise.reject(new Error("wallet locked")));
    const failed = await unlockSecret(signing).catch((error: unknown) => error);
    expect((failed as AgentError).userMessage).toEqual({ key: "agent.keyUnavailable" });
  });

  it("recognises a user rejection by code 4001 or viem's error name anywhere in the cause chain", () => {
    expect(isUserRejection({ code: 4001 })).toBe(true);
    expect(isUserRejection(new Error("x", { cause: { name: "UserRejectedRequestError" } }))).toBe(true);
    expect(isUserRejection(new Error("nonce too low"))).toBe(false);
  });
});
