import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { z } from "zod";
import type { Config } from "../config/config.ts";

/** File in the data folder that keeps the local exchange's server wallet across restarts. */
export const SERVER_WALLET_FILE = "server-wallet.json";

const walletFileSchema = z.object({ privateKey: z.string().regex(/^0x[0-9a-f]{64}$/) });

/**
 * The server's own API wallet, which signs in server mode. A configured key wins. On the local
 * exchange one is generated on first start and kept (mode 0600) in the data folder, so the paper
 * accounts it trades stay reachable after a restart. On testnet without a key there is none.
 */
export async function loadServerWallet(config: Config): Promise<PrivateKeyAccount | undefined> {
  if (config.serverWalletPrivateKey) return privateKeyToAccount(config.serverWalletPrivateKey);
  if (config.network !== "local") return undefined;
  const file = path.join(config.dataDir, SERVER_WALLET_FILE);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (existing !== undefined) {
    const parsed = walletFileSchema.safeParse(JSON.parse(existing));
    if (!parsed.success)
      throw new Error(`${file} is not a server wallet file; delete it to generate a new one.`);
    return privateKeyToAccount(parsed.data.privateKey as `0x${string}`);
  }
  const privateKey = generatePrivateKey();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify({ privateKey })}\n`, { mode: 0o600, flag: "wx" });
  return privateKeyToAccount(privateKey);
}
