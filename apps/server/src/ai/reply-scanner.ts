/** The analysis's free texts that are shown while the model writes them. */
export const OVERVIEW_FIELDS = ["strategy_overview", "comprehensive_analysis"] as const;

/** One of the analysis's free texts. */
export type OverviewField = (typeof OVERVIEW_FIELDS)[number];

/** What the scanner found in a piece of the model's reply. */
export type ScannedPart =
  /** The text of an overview field so far (the whole of it, decoded), grown since the last report. */
  | { readonly type: "overview"; readonly field: OverviewField; readonly text: string }
  /** One element of `trading_decisions`, complete, parsed as JSON but not yet checked against a schema. */
  | { readonly type: "decision"; readonly value: unknown };

interface Frame {
  readonly kind: "object" | "array";
  /** Where the container opens in the reply. */
  readonly start: number;
  /** The key of the parent object this container is the value of. */
  readonly key: string | undefined;
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** In an object: the key whose value comes next. */
  lastKey: string | undefined;
}

const DECISIONS_KEY = "trading_decisions";
const isOverviewField = (key: string | undefined): key is OverviewField =>
  key === OVERVIEW_FIELDS[0] || key === OVERVIEW_FIELDS[1];

/** The decoded text of a JSON string's body that may end in the middle of an escape. */
function decodePartial(raw: string): string | undefined {
  // An escape is at most 6 characters (\uXXXX): cut back until what is left is a whole string body.
  for (let cut = 0; cut <= Math.min(6, raw.length); cut++) {
    try {
      return JSON.parse(`"${raw.slice(0, raw.length - cut)}"`) as string;
    } catch {
      // An unfinished escape at the end: try without one more character.
    }
  }
  return undefined;
}

/**
 * Reads a model's JSON reply as it streams, one piece at a time, and reports each decision of
 * `trading_decisions` the moment its object closes and the overview texts as they grow. Prose or a
 * markdown fence before the JSON is skipped; nothing after the top-level object is read. It only finds
 * JSON's structure: whether a decision is sound is for the schema and the guardrails to say.
 */
export class ReplyScanner {
  #text = "";
  #position = 0;
  #stack: Frame[] = [];
  #started = false;
  #finished = false;
  #inString = false;
  #escaped = false;
  #stringStart = 0;
  #stringIsKey = false;
  /** The overview field whose string value is being read, if any. */
  #overview: OverviewField | undefined;
  readonly #reported = new Map<OverviewField, string>();

  /** The whole reply read so far. */
  get text(): string {
    return this.#text;
  }

  /** Reads the next piece of the reply and returns what it completed or grew. */
  push(delta: string): ScannedPart[] {
    this.#text += delta;
    const parts: ScannedPart[] = [];
    const text = this.#text;
    while (this.#position < text.length && !this.#finished) {
      this.#step(text.charAt(this.#position), this.#position, parts);
      this.#position++;
    }
    if (this.#inString && this.#overview) {
      const partial = decodePartial(text.slice(this.#stringStart + 1, this.#position));
      if (partial !== undefined) this.#report(this.#overview, partial, parts);
    }
    return parts;
  }

  #report(field: OverviewField, text: string, parts: ScannedPart[]) {
    if (this.#reported.get(field) === text) return;
    this.#reported.set(field, text);
    parts.push({ type: "overview", field, text });
  }

  #step(char: string, index: number, parts: ScannedPart[]) {
    if (this.#inString) return this.#stringChar(char, index, parts);
    const top = this.#stack.at(-1);
    if (!this.#started) {
      if (char !== "{") return;
      this.#started = true;
    }
    switch (char) {
      case '"':
        this.#inString = true;
        this.#stringStart = index;
        this.#stringIsKey = top?.kind === "object" && top.expectKey;
        this.#overview =
          !this.#stringIsKey && this.#stack.length === 1 && isOverviewField(top?.lastKey)
            ? top.lastKey
            : undefined;
        return;
      case "{":
      case "[":
        this.#stack.push({
          kind: char === "{" ? "object" : "array",
          start: index,
          key: top?.kind === "object" ? top.lastKey : undefined,
          expectKey: char === "{",
          lastKey: undefined,
        });
        return;
      case "}":
      case "]":
        return this.#close(index, parts);
      case ":":
        if (top) top.expectKey = false;
        return;
      case ",":
        if (top?.kind === "object") top.expectKey = true;
        return;
    }
  }

  #stringChar(char: string, index: number, parts: ScannedPart[]) {
    if (this.#escaped) {
      this.#escaped = false;
      return;
    }
    if (char === "\\") {
      this.#escaped = true;
      return;
    }
    if (char !== '"') return;
    this.#inString = false;
    const literal = this.#text.slice(this.#stringStart, index + 1);
    const top = this.#stack.at(-1);
    if (this.#stringIsKey && top) {
      top.lastKey = decodePartial(literal.slice(1, -1));
      return;
    }
    if (this.#overview) {
      const value = decodePartial(literal.slice(1, -1));
      if (value !== undefined) this.#report(this.#overview, value, parts);
      this.#overview = undefined;
    }
  }

  #close(index: number, parts: ScannedPart[]) {
    const frame = this.#stack.pop();
    if (!frame) return;
    const parent = this.#stack.at(-1);
    if (this.#stack.length === 0) {
      this.#finished = true;
      return;
    }
    const inDecisions = parent?.kind === "array" && parent.key === DECISIONS_KEY && this.#stack.length === 2;
    if (frame.kind !== "object" || !inDecisions) return;
    try {
      parts.push({ type: "decision", value: JSON.parse(this.#text.slice(frame.start, index + 1)) });
    } catch {
      // Not JSON after all (a model's own syntax): the whole reply's check will say so.
    }
  }
}
