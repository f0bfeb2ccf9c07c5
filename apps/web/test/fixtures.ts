import type {
  AccountOverview,
  ExecuteResponse,
  MarketSpecs,
  SmartAnalysisData,
  TradingDecision,
} from "@app/core";
import { TEST_ADDRESS } from "./wallet.ts";

/** A decision with the given fields, the rest empty. */
export function decision(
  patch: Partial<TradingDecision> & Pick<TradingDecision, "coin" | "action">,
): TradingDecision {
  return {
    confidence: 0.6,
    reasoning: "Test reasoning",
    quantity: null,
    entry_price: null,
    leverage: null,
    stop_loss: null,
    take_profit: null,
    risk_reward_ratio: null,
    ...patch,
  };
}

/** An account overview of 10,423.18 USDC with one BTC long. */
export function accountOverview(patch: Partial<AccountOverview> = {}): AccountOverview {
  return {
    address: TEST_ADDRESS.toLowerCase() as `0x${string}`,
    performance: {
      initialBalance: 10000,
      currentValue: 10423.18,
      marginUsed: 1874.4,
      availableCash: 8548.78,
      totalPnl: 423.18,
      totalPnlPercent: 4.23,
    },
    positionStats: { count: 1, totalUnrealizedPnl: -186.52, totalPositionValue: 11661.6 },
    positions: [
      {
        coin: "BTC",
        side: "LONG",
        entryPrice: 96412.5,
        currentPrice: 97180,
        leverage: 10,
        marginMode: "cross",
        size: 0.12,
        unrealizedPnl: 92.1,
        returnPercent: 7.96,
        liquidationPrice: 87650.3,
        marginUsed: 1166.16,
        positionValue: 11661.6,
      },
    ],
    openOrders: [],
    portfolio: {
      raw: {
        day: { accountValueHistory: [], pnlHistory: [] },
        week: { accountValueHistory: [], pnlHistory: [] },
        month: { accountValueHistory: [], pnlHistory: [] },
      },
      allTime: { accountValue: [], pnl: [] },
    },
    time: 1_760_000_000_000,
    ...patch,
  };
}

/** A smart-analysis answer with the given decisions. */
export function analysisData(decisions: TradingDecision[]): SmartAnalysisData {
  return {
    analysis: {
      strategy_overview: "Favour small longs.",
      comprehensive_analysis: "Long analysis.",
      trading_decisions: decisions,
    },
    metadata: {
      model: "local",
      provider: "local",
      inputTokens: 0,
      outputTokens: 0,
      cachedInputTokens: 0,
      costUsd: 0,
      latencyMs: 120,
      marketDataTime: 1_760_000_000_000,
      coins: decisions.map((d) => d.coin),
      riskPreference: "balanced",
    },
    prompts: { userPrompt: "Full prompt" },
  };
}

/** An execute answer: BTC filled, SOL rejected. */
export function executeResponse(): ExecuteResponse {
  return {
    success: true,
    message: "2 orders sent",
    summary: {
      key: "execution.summary",
      params: { success: 1, count: 2, account: TEST_ADDRESS, rejected: 1, failed: 0 },
    },
    data: {
      account: TEST_ADDRESS.toLowerCase() as `0x${string}`,
      results: [
        {
          coin: "BTC",
          side: "BUY",
          success: true,
          rejected: false,
          filled: { avgPx: 97191.5, totalSz: 0.05 },
          resting: null,
          error: null,
          protectiveOrders: [],
          unprotected: false,
        },
        {
          coin: "SOL",
          side: "BUY",
          success: false,
          rejected: true,
          filled: null,
          resting: null,
          error: "Insufficient margin",
          protectiveOrders: [],
          unprotected: false,
        },
      ],
      success: 1,
      rejected: 1,
      failed: 0,
    },
  };
}

/** A JSON `Response`. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** Market rules and prices of BTC (97,180), SOL (142.50) and XRP (2.10), as `GET /api/market/specs` answers. */
export function marketSpecs(): MarketSpecs {
  const spec = (
    coin: "BTC" | "SOL" | "XRP",
    assetIndex: number,
    szDecimals: number,
    maxLeverage: number,
    price: number,
  ) => ({
    coin,
    exchangeCoin: coin,
    assetIndex,
    szDecimals,
    maxLeverage,
    midPrice: price,
    markPrice: price,
  });
  return {
    time: 1,
    markets: [spec("BTC", 0, 5, 40, 97180), spec("SOL", 1, 2, 20, 142.5), spec("XRP", 2, 0, 20, 2.1)],
  };
}

/** A streamed analysis answer (`POST /api/ai/smart-analysis/stream`) carrying these events at once. */
export function sseResponse(events: readonly unknown[]): Response {
  const text = events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");
  return new Response(text, { status: 200, headers: { "Content-Type": "text/event-stream" } });
}

/** A streamed analysis answer whose events the test sends one by one; `close` ends it. */
export function controlledSse() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }),
    send: (event: unknown) => controller?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    close: () => controller?.close(),
  };
}
