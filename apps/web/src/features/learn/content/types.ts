import type { TabId } from "../../../app/tabs.ts";

/** A content block of a learn section (product rules §3 "Learn content"). */
export type LearnBlock =
  | { readonly kind: "paragraph"; readonly text: string }
  | { readonly kind: "list"; readonly title?: string; readonly items: readonly string[] }
  | { readonly kind: "steps"; readonly title?: string; readonly items: readonly string[] }
  | {
      readonly kind: "callout";
      readonly tone: "info" | "warning" | "success";
      readonly title?: string;
      readonly text: string;
    }
  | {
      readonly kind: "cta";
      readonly label: string;
      readonly target: TabId;
      /** The label once a wallet is connected ("Connect your wallet" would then be wrong). */
      readonly connectedLabel?: string;
    };

/** One collapsible section of the learn page. */
export interface LearnSection {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LearnBlock[];
}

/** A question and its answer. */
export interface FaqEntry {
  readonly id: string;
  readonly q: string;
  readonly a: string;
}

/** A term and its definition. */
export interface GlossaryEntry {
  readonly id: string;
  readonly term: string;
  readonly def: string;
}

/** A problem and what to try. */
export interface TroubleshootingEntry {
  readonly id: string;
  readonly issue: string;
  readonly fixes: readonly string[];
}

/** The whole learn page in one language. */
export interface LearnContent {
  readonly hero: {
    readonly title: string;
    readonly subheading: string;
    readonly ctas: readonly {
      readonly label: string;
      readonly target: TabId;
      readonly connectedLabel?: string;
    }[];
  };
  readonly sections: readonly LearnSection[];
  readonly faq: readonly FaqEntry[];
  readonly glossary: readonly GlossaryEntry[];
  readonly troubleshooting: readonly TroubleshootingEntry[];
  readonly furtherReading: { readonly title: string; readonly bullets: readonly string[] };
}
