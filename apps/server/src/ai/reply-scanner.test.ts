import { describe, expect, it } from "vitest";
import { ReplyScanner, type ScannedPart } from "./reply-scanner.ts";

const reply = {
  strategy_overview: 'Selective longs: "trend" up\nand RSI \u00e9 mid 中文.',
  comprehensive_analysis: "BTC leads {not a brace}, ETH [lags].",
  trading_decisions: [
    { coin: "BTC", action: "BUY", reasoning: "a } inside a string", nested: { a: [1, 2] } },
    { coin: "ETH", action: "HOLD", reasoning: 'escaped \\" quote' },
  ],
};

/** Feeds the text in pieces of `size` characters and collects every part. */
function scanInPieces(text: string, size: number) {
  const scanner = new ReplyScanner();
  const steps: ScannedPart[][] = [];
  for (let index = 0; index < text.length; index += size)
    steps.push(scanner.push(text.slice(index, index + size)));
  return { scanner, steps, parts: steps.flat() };
}

describe("ReplyScanner", () => {
  it.each([1, 3, 7, 1000])("reports each decision once, when its object closes (pieces of %i)", (size) => {
    const text = `Here you go:\n\`\`\`json\n${JSON.stringify(reply, null, 1)}\n\`\`\` done {"x":1}`;
    const { parts, scanner } = scanInPieces(text, size);
    const decisions = parts.filter((part) => part.type === "decision").map((part) => part.value);
    expect(decisions).toEqual(reply.trading_decisions);
    expect(scanner.text).toBe(text);
  });

  it("reports a decision in the piece that closes it, not before", () => {
    const text = JSON.stringify(reply);
    const end = text.indexOf("}}") + 2; // the end of the first decision (its nested object closes first)
    const scanner = new ReplyScanner();
    expect(scanner.push(text.slice(0, end - 1)).filter((part) => part.type === "decision")).toEqual([]);
    expect(scanner.push(text.slice(end - 1, end))).toEqual([
      { type: "decision", value: reply.trading_decisions[0] },
    ]);
  });

  it("grows the overview texts as they are written and ends with their whole decoded text", () => {
    const { parts } = scanInPieces(JSON.stringify(reply), 2);
    const overviews = parts.filter((part) => part.type === "overview");
    const strategy = overviews.filter((part) => part.field === "strategy_overview").map((part) => part.text);
    expect(strategy.length).toBeGreaterThan(5);
    expect(strategy.at(-1)).toBe(reply.strategy_overview);
    for (let index = 1; index < strategy.length; index++)
      expect(strategy[index]?.startsWith(strategy[index - 1] ?? "")).toBe(true);
    const comprehensive = overviews.filter((part) => part.field === "comprehensive_analysis");
    expect(comprehensive.at(-1)?.text).toBe(reply.comprehensive_analysis);
  });

  it("skips a decision that is not JSON and reads on", () => {
    const text = '{"trading_decisions":[{"coin":"BTC","confidence":.5},{"coin":"ETH"}]}';
    const { parts } = scanInPieces(text, 4);
    expect(parts).toEqual([{ type: "decision", value: { coin: "ETH" } }]);
  });

  it("reports nothing for objects outside trading_decisions", () => {
    const text = '{"other":[{"coin":"BTC"}],"trading_decisions":{"coin":"ETH"}}';
    expect(scanInPieces(text, 5).parts).toEqual([]);
  });
});
