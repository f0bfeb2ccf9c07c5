import type { Page } from "@playwright/test";
import { type Hex, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** Chain the test wallet reports: Arbitrum Sepolia (spec: testnet only). */
export const TEST_WALLET_CHAIN_ID = 421614;

/** Balance the test wallet reports, in wei: 0.25 test ETH. */
export const TEST_WALLET_BALANCE_WEI = 250_000_000_000_000_000n;

interface SignRequest {
  method: string;
  params: unknown[];
}

/** Options of {@link injectWallet}. */
export interface InjectWalletOptions {
  /** Called for every signature request; answering "reject" refuses it as a user would (EIP-1193 code 4001). */
  onSign?: (method: string) => "reject" | undefined;
}

/** The message a refused signature carries; the page turns it into a 4001 error. */
const USER_REJECTED = "User rejected the request.";

/**
 * Injects a minimal EIP-1193 wallet as `window.ethereum`, as MetaMask does, before any page script
 * runs. Signatures are made in Node by a viem local account, so the key never enters the page.
 */
export async function injectWallet(
  page: Page,
  privateKey: Hex,
  options: InjectWalletOptions = {},
): Promise<`0x${string}`> {
  const account = privateKeyToAccount(privateKey);
  await page.exposeFunction("__e2eWalletSign", async ({ method, params }: SignRequest): Promise<string> => {
    if (options.onSign?.(method) === "reject") throw new Error(USER_REJECTED);
    if (method === "personal_sign") {
      const [message] = params as [Hex];
      return account.signMessage({ message: { raw: message } });
    }
    if (method === "eth_signTypedData_v4") {
      const [, typedData] = params as [string, string];
      const parsed = JSON.parse(typedData);
      const { EIP712Domain: _domain, ...types } = parsed.types;
      return account.signTypedData({
        domain: parsed.domain,
        types,
        primaryType: parsed.primaryType,
        message: parsed.message,
      });
    }
    throw new Error(`Unsupported signing method ${method}`);
  });
  await page.addInitScript(
    ({ address, chainId, balance, rejected }) => {
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      let connected = false;
      const sign = (window as unknown as { __e2eWalletSign: (request: SignRequest) => Promise<string> })
        .__e2eWalletSign;
      const provider = {
        isMetaMask: true,
        async request({ method, params = [] }: { method: string; params?: unknown[] }): Promise<unknown> {
          switch (method) {
            case "eth_requestAccounts":
              connected = true;
              return [address];
            case "eth_accounts":
              return connected ? [address] : [];
            case "eth_chainId":
              return chainId;
            case "net_version":
              return String(Number.parseInt(chainId, 16));
            case "eth_getBalance":
              return balance;
            case "eth_blockNumber":
              return "0x1";
            case "wallet_switchEthereumChain":
            case "wallet_addEthereumChain":
            case "wallet_watchAsset":
              return null;
            case "wallet_requestPermissions":
              connected = true;
              return [{ parentCapability: "eth_accounts" }];
            case "wallet_getPermissions":
              return connected ? [{ parentCapability: "eth_accounts" }] : [];
            case "wallet_revokePermissions":
              connected = false;
              return null;
            case "personal_sign":
            case "eth_signTypedData_v4":
              return sign({ method, params }).catch((error: unknown) => {
                const message = error instanceof Error ? error.message : String(error);
                if (message.includes(rejected)) throw Object.assign(new Error(rejected), { code: 4001 });
                throw error;
              });
            default:
              throw Object.assign(new Error(`The test wallet does not support ${method}`), { code: 4200 });
          }
        },
        on(event: string, listener: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
          return provider;
        },
        removeListener(event: string, listener: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(listener);
          return provider;
        },
      };
      Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
    },
    {
      address: account.address,
      chainId: toHex(TEST_WALLET_CHAIN_ID),
      balance: toHex(TEST_WALLET_BALANCE_WEI),
      rejected: USER_REJECTED,
    },
  );
  return account.address;
}
