import { describe, expect, it } from "vitest";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import { checkAgentNetwork, checkExecutionWallet, checkWalletInstalled } from "./wallet.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });

describe("wallet checks", () => {
  it("lists and deletes agents only on Arbitrum Sepolia or Arbitrum One", () => {
    expect(checkAgentNetwork(421614)).toEqual({ ok: true });
    expect(checkAgentNetwork(42161)).toEqual({ ok: true });
    for (const chainId of [1, 11155111, undefined]) {
      const check = checkAgentNetwork(chainId);
      expect(check.ok ? undefined : both(check.message), String(chainId)).toEqual({
        en: "Please switch to Arbitrum network (Testnet or Mainnet)",
        zh: "请切换到 Arbitrum 网络（测试网或主网）",
      });
    }
  });

  it("asks for MetaMask when no wallet extension exists", () => {
    expect(checkWalletInstalled(true)).toEqual({ ok: true });
    const check = checkWalletInstalled(false);
    expect(check.ok ? undefined : both(check.message)).toEqual({
      en: "Please install MetaMask wallet first",
      zh: "请先安装 MetaMask 钱包",
    });
  });

  it("executes only with a connected wallet", () => {
    expect(checkExecutionWallet("0xabc")).toEqual({ ok: true });
    const check = checkExecutionWallet("");
    expect(check.ok ? undefined : both(check.message)).toEqual({
      en: "Wallet not connected",
      zh: "钱包未连接",
    });
  });
});
