import { describe, expect, it } from "vitest";
import { redactSecrets } from "./provider-errors.ts";

describe("redactSecrets", () => {
  it("removes the request's key verbatim and every key-like shape, keeping the words", () => {
    const text = `bad key my-own-key-123 (Bearer abc.def-ghi) sk-ant-api03-${"Q".repeat(30)} sk-proj-${"a1".repeat(10)} AIzaSy${"x".repeat(33)} ${"ab12".repeat(10)} ${"QmFzZTY0".repeat(5)}== Rate limit exceeded`;
    const redacted = redactSecrets(text, ["my-own-key-123"]);
    expect(redacted).toBe(
      "bad key [redacted] ([redacted]) [redacted] [redacted] [redacted] [redacted] [redacted] Rate limit exceeded",
    );
  });

  it("leaves ordinary provider messages alone", () => {
    expect(redactSecrets("Incorrect API key provided", ["sk-short-x"])).toBe("Incorrect API key provided");
  });
});
