import { describe, expect, it } from "vitest";
import { chainName } from "../i18n/translate.ts";
import { addressExplorerUrl } from "./chains.ts";

describe("chainName", () => {
  it("names the four known chains in both languages", () => {
    expect(chainName(42161, "en")).toBe("Arbitrum One");
    expect(chainName(421614, "zh")).toBe("Arbitrum Sepolia");
    expect(chainName(11155111, "en")).toBe("Sepolia Testnet");
    expect(chainName(11155111, "zh")).toBe("Sepolia 测试网");
    expect(chainName(1, "en")).toBe("Ethereum Mainnet");
  });

  it('calls chain 1 "Ethereum" on the wallet tab', () => {
    expect(chainName(1, "en", { walletTab: true })).toBe("Ethereum");
    expect(chainName(42161, "en", { walletTab: true })).toBe("Arbitrum One");
  });

  it('calls any other chain "Chain N"', () => {
    expect(chainName(10, "en")).toBe("Chain 10");
    expect(chainName(10, "zh")).toBe("链 10");
  });
});

describe("addressExplorerUrl", () => {
  it("links the address on the chain's explorer, and nowhere on an unknown chain", () => {
    expect(addressExplorerUrl(421614, "0xabc")).toBe("https://sepolia.arbiscan.io/address/0xabc");
    expect(addressExplorerUrl(10, "0xabc")).toBeUndefined();
  });
});
