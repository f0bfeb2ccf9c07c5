// Benchmark of what a remote model is sent: two 6-coin analyses with the default sources, 5 s apart, through
// an OpenAI-compatible endpoint (the fake provider, recording each request). It prints the tokens on the
// wire (messages, and the output schema sent beside them) and the share of leading tokens the two requests
// have in common, which is what OpenAI, DeepSeek, Gemini and Anthropic can serve from their prompt caches.
// Counted with the o200k tokenizer. Figures go into docs/performance.md. Not a test: nothing is asserted.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEFAULT_COINS } from "@app/core";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { startFakeProviderServer } from "../apps/server/test/support/fake-provider-server.ts";
import { printTable } from "./stats.ts";

const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 5_000);
const user = "0x00000000000000000000000000000000000b3ec3";

const fake = await startFakeProviderServer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-prompt-cache-"));
const server = await startServer(
  loadConfig(
    {
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
    },
    process.cwd(),
  ),
);

/** The message texts of a recorded request, in the order they are sent. */
function messageTexts(body: Record<string, unknown>): string[] {
  const messages = (body.messages ?? []) as { content: unknown }[];
  return messages.map((message) =>
    Array.isArray(message.content)
      ? (message.content as { text?: string }[]).map((part) => part.text ?? "").join("")
      : String(message.content),
  );
}

const schemaText = (body: Record<string, unknown>) => JSON.stringify(body.response_format ?? "");

const sharedLeading = (a: readonly number[], b: readonly number[]) => {
  let index = 0;
  while (index < Math.min(a.length, b.length) && a[index] === b[index]) index++;
  return index;
};

try {
  const rows: string[][] = [];
  for (const language of ["en", "zh"] as const) {
    const key = `sk-or-v1-test-valid-bench-cache-${language}-0123456789abcdef`;
    const analyse = async () => {
      const response = await fetch(`${server.url}/api/ai/smart-analysis`, {
        method: "POST",
        headers: { "content-type": "application/json", "X-API-Mode": "openrouter", "X-User-API-Key": key },
        body: JSON.stringify({
          model: "deepseek",
          coins: DEFAULT_COINS,
          userAddress: user,
          initialBalance: 100,
          language,
        }),
      });
      if (!response.ok) throw new Error(`analysis failed: ${response.status} ${await response.text()}`);
    };
    await analyse();
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    await analyse();
    const [first, second] = fake.calls
      .filter((call) => String(call.headers.authorization).includes(key))
      .map((call) => call.body);
    if (!first || !second) throw new Error("the fake provider recorded no two calls");
    // The schema is sent beside the messages; OpenAI caches it with the prompt's leading part.
    const tokens = (body: Record<string, unknown>) =>
      encode([schemaText(body), ...messageTexts(body)].join("\n"));
    const messageTokens = encode(messageTexts(second).join("\n")).length;
    const [a, b] = [tokens(first), tokens(second)];
    const shared = sharedLeading(a, b);
    const messagesShared = sharedLeading(
      encode(messageTexts(first).join("\n")),
      encode(messageTexts(second).join("\n")),
    );
    rows.push([
      `6 coins, default sources, ${language}`,
      String(b.length),
      String(messageTokens),
      `${shared} (${((shared / b.length) * 100).toFixed(0)} %)`,
      `${messagesShared} (${((messagesShared / messageTokens) * 100).toFixed(0)} %)`,
    ]);
  }
  console.log(`\nTwo analyses ${GAP_MS / 1000} s apart on the local exchange, o200k_base tokens\n`);
  printTable(
    [
      "prompt",
      "wire tokens (messages + schema)",
      "messages",
      "shared leading tokens",
      "shared, messages only",
    ],
    rows,
  );
} finally {
  await server.close();
  await fake.close();
  await rm(dataDir, { recursive: true, force: true });
}
