// Benchmark of what a remote model is sent: two 6-coin analyses with the default sources, 5 s apart, through
// an OpenAI-compatible endpoint (the fake provider, recording each request), for a wallet whose decision
// memory is full: three earlier analyses bought all six coins and each was executed, so every coin has an
// open position with its plan and three decisions with their results. It prints the tokens on the wire
// (messages, and the output schema sent beside them), the memory's share, and the share of leading tokens
// the two requests have in common, which is what OpenAI, DeepSeek, Gemini and Anthropic can serve from their
// prompt caches. Counted with the o200k tokenizer. Figures go into docs/performance.md. Not a test: nothing
// is asserted. BENCH_DUMP=<folder> writes the second request's texts there.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_COINS, MEMORY_WORDS, smartAnalysisResponseSchema } from "@app/core";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { buyOrderOf } from "../apps/server/test/support/execute-decision.ts";
import { startFakeProviderServer } from "../apps/server/test/support/fake-provider-server.ts";
import { startSignedInServer } from "./bench-server.ts";
import { printTable } from "./stats.ts";

const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 5_000);
const DUMP = process.env.BENCH_DUMP;
/** How the data's time line starts, in each language: the end of the memory. */
const TIME = { en: "\nTime ", zh: "\n时间 " } as const;
const KEYS = {
  en: "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  zh: "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d4b8d88b2b4ec1e8a3",
} as const;

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

const fake = await startFakeProviderServer();
try {
  const rows: string[][] = [];
  for (const language of ["en", "zh"] as const) {
    const server = await startSignedInServer(KEYS[language], {
      AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
    });
    try {
      const analyse = async (scenario: string) => {
        const key = `sk-or-v1-test-${scenario}-bench-cache-${language}-0123456789abcdef`;
        const response = await fetch(`${server.url}/api/ai/smart-analysis`, {
          method: "POST",
          headers: { "content-type": "application/json", "X-API-Mode": "openrouter", "X-User-API-Key": key },
          body: JSON.stringify({
            model: "deepseek",
            coins: DEFAULT_COINS,
            userAddress: server.user,
            initialBalance: 100,
            language,
          }),
        });
        if (!response.ok) throw new Error(`analysis failed: ${response.status} ${await response.text()}`);
        return { key, data: smartAnalysisResponseSchema.parse(await response.json()).data };
      };
      // Three analyses that buy every coin, each executed: the memory holds six plans and 18 decisions.
      for (let round = 0; round < 3; round++) {
        const { data } = await analyse("longs");
        const orders = data.analysis.trading_decisions
          .filter((decision) => decision.action === "BUY")
          .map(buyOrderOf);
        await server.post("/api/signing/execute-with-agent", {
          mode: "server",
          userAddress: server.user,
          orders,
        });
      }
      const { key } = await analyse("valid");
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
      await analyse("valid");
      const [first, second] = fake.calls
        .filter((call) => String(call.headers.authorization).includes(key))
        .map((call) => call.body);
      if (!first || !second) throw new Error("the fake provider recorded no two calls");
      // The schema is sent beside the messages; OpenAI caches it with the prompt's leading part.
      const tokens = (body: Record<string, unknown>) =>
        encode([schemaText(body), ...messageTexts(body)].join("\n"));
      const messages = messageTexts(second).join("\n");
      const messageTokens = encode(messages).length;
      // The memory runs from its heading to the time line.
      const memoryStart = messages.indexOf(MEMORY_WORDS[language].heading);
      const memory = messages.slice(
        memoryStart,
        messages.indexOf("\n", messages.indexOf(TIME[language], memoryStart)),
      );
      const [a, b] = [tokens(first), tokens(second)];
      const shared = sharedLeading(a, b);
      const messagesShared = sharedLeading(
        encode(messageTexts(first).join("\n")),
        encode(messageTexts(second).join("\n")),
      );
      if (DUMP) {
        await writeFile(path.join(DUMP, `prompt-${language}.txt`), messages);
        await writeFile(path.join(DUMP, `schema-${language}.json`), schemaText(second));
      }
      rows.push([
        `6 coins, default sources, memory full, ${language}`,
        String(b.length),
        String(messageTokens),
        String(encode(memory).length),
        `${shared} (${((shared / b.length) * 100).toFixed(0)} %)`,
        `${messagesShared} (${((messagesShared / messageTokens) * 100).toFixed(0)} %)`,
      ]);
    } finally {
      await server.close();
    }
  }
  console.log(`\nTwo analyses ${GAP_MS / 1000} s apart on the local exchange, o200k_base tokens\n`);
  printTable(
    [
      "prompt",
      "wire tokens (messages + schema)",
      "messages",
      "of them memory",
      "shared leading tokens",
      "shared, messages only",
    ],
    rows,
  );
} finally {
  await fake.close();
}
