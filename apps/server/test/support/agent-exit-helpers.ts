import {
  AGENT_PERMISSION_TYPES,
  type AgentExitPorts,
  agentExitView,
  agentPermissionDomain,
  type ExchangeAccountState,
  type ExchangeMetaAndContexts,
  type ExchangeOpenOrder,
  executeResponseSchema,
  exitsResponseSchema,
  type SignedAction,
} from "@app/core";
import { ExchangeClient, HttpTransport } from "@nktkas/hyperliquid";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import type { PrivateKeyAccount } from "viem";
import type { TestServer } from "./test-server.ts";

const DAY = 86_400_000;

/** An agent wallet as the browser holds it: the main wallet approved it on the exchange and registered it here. */
export interface TestAgent {
  readonly main: PrivateKeyAccount;
  readonly agent: PrivateKeyAccount;
  /** Exchange nonces of both signers: milliseconds near the exchange's clock, strictly increasing. */
  nonce(): number;
}

/** Approves `agent` for `main` on the exchange and registers its limits with the server, as the Wallet tab does. */
export async function setUpAgent(
  server: TestServer,
  main: PrivateKeyAccount,
  agent: PrivateKeyAccount,
  now: () => number,
): Promise<TestAgent> {
  let last = 0;
  const nonce = () => {
    last = Math.max(now(), last + 1);
    return last;
  };
  await server.get(`/api/account/overview?address=${main.address}`);
  const transport = new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` });
  const client = new ExchangeClient({ transport, wallet: main, nonceManager: nonce });
  const validUntil = now() + 2 * DAY;
  await client.approveAgent({
    agentAddress: agent.address,
    agentName: `E${String(validUntil).slice(-6)} valid_until ${validUntil}`,
  });
  const permissions = {
    maxOrderSize: "1000000000",
    expirationTime: now() + DAY,
    nonce: now(),
    chainId: 421614,
  };
  const signature = await main.signTypedData({
    domain: agentPermissionDomain(421614),
    types: AGENT_PERMISSION_TYPES,
    primaryType: "AgentPermission",
    message: {
      agentAddress: agent.address,
      maxOrderSize: 1_000_000_000n,
      expirationTime: BigInt(permissions.expirationTime),
      nonce: BigInt(permissions.nonce),
    },
  });
  const registered = await server.post("/api/agent/register", {
    mainWalletAddress: main.address,
    agentAddress: agent.address,
    agentName: "E1",
    permissions,
    signature,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { main, agent, nonce };
}

/** Signs an L1 action with the agent key, as the browser does. */
export async function signWithAgent(
  wallet: TestAgent,
  action: Record<string, unknown>,
): Promise<SignedAction> {
  const nonce = wallet.nonce();
  const signature = await signL1Action({ wallet: wallet.agent, action, nonce, isTestnet: true });
  return { action, nonce, signature };
}

/** Opens a position with the agent (prepared by the server, signed here, relayed) with a stop `stopFraction` away. */
export async function openWithAgent(
  server: TestServer,
  wallet: TestAgent,
  order: {
    coin: string;
    side: "BUY" | "SELL";
    quantity: number;
    stopFraction: number;
    targetFraction?: number;
  },
): Promise<void> {
  const mid = Number(
    ((await server.post("/hl/info", { type: "allMids" })).body as Record<string, string>)[order.coin],
  );
  const sign = order.side === "BUY" ? -1 : 1;
  const prepared = await server.post("/api/signing/prepare", {
    mainWalletAddress: wallet.main.address,
    orders: [
      {
        coin: order.coin,
        side: order.side,
        quantity: order.quantity,
        leverage: 5,
        stop_loss: Math.round(mid * (1 + sign * order.stopFraction)),
        ...(order.targetFraction ? { take_profit: mid * (1 - sign * order.targetFraction) } : {}),
      },
    ],
  });
  const { actions } = (prepared.body as { data: { actions: { action: Record<string, unknown> }[] } }).data;
  const signed: SignedAction[] = [];
  for (const { action } of actions) signed.push(await signWithAgent(wallet, action));
  const answer = await server.post("/api/signing/execute-with-agent", {
    mode: "agent",
    mainWalletAddress: wallet.main.address,
    agentAddress: wallet.agent.address,
    actions: signed,
  });
  const result = executeResponseSchema.parse(answer.body).data.results[0];
  if (!result?.filled || result.unprotected)
    throw new Error(`not filled with its stop: ${JSON.stringify(answer.body)}`);
}

/**
 * The browser exit manager's ports wired as the web app wires them, over HTTP: the managed stops from
 * `GET /api/exits`, the exchange through the server's `/hl` mount, the agent's signature, and
 * `POST /api/exits/browser-sync`. A refused sync throws with the server's error code.
 */
export function agentExitPorts(server: TestServer, cookie: string, wallet: TestAgent): AgentExitPorts {
  const user = wallet.main.address.toLowerCase();
  return {
    async list() {
      const answer = await server.get(`/api/exits?address=${user}`, { cookie });
      return exitsResponseSchema.parse(answer.body).data.exits;
    },
    async look() {
      const [meta, state, open] = await Promise.all([
        server.post("/hl/info", { type: "metaAndAssetCtxs" }),
        server.post("/hl/info", { type: "clearinghouseState", user }),
        server.post("/hl/info", { type: "frontendOpenOrders", user }),
      ]);
      return agentExitView(
        meta.body as ExchangeMetaAndContexts,
        state.body as ExchangeAccountState,
        open.body as ExchangeOpenOrder[],
      );
    },
    async atr() {
      return null;
    },
    sign: (action) => signWithAgent(wallet, { ...action }),
    async sync(coin, move) {
      const answer = await server.post(
        "/api/exits/browser-sync",
        { userAddress: user, coin, ...(move ? { agentAddress: wallet.agent.address, move } : {}) },
        { cookie },
      );
      if (answer.status !== 200) throw new Error(`sync ${answer.status}: ${JSON.stringify(answer.body)}`);
    },
  };
}
