import {
  BookOpen,
  Bot,
  CandlestickChart,
  FlaskConical,
  LayoutDashboard,
  type LucideIcon,
  Users,
  Wallet,
} from "lucide-react";

/** The tab ids of product rules §2, in sidebar order; dashboard is the default. */
export const TAB_IDS = [
  "dashboard",
  "trading-dashboard",
  "ai-setup",
  "strategy",
  "learn",
  "community",
  "wallet",
] as const;

/** One tab id. */
export type TabId = (typeof TAB_IDS)[number];

/** The default tab. */
export const DEFAULT_TAB: TabId = "dashboard";

/** Catalogue key of each tab's label, title and subtitle (under `tabs.`). */
export type TabKey =
  | "dashboard"
  | "tradingDashboard"
  | "aiSetup"
  | "strategy"
  | "learn"
  | "community"
  | "wallet";

/** What the sidebar and header need to know about a tab. */
export interface TabInfo {
  readonly id: TabId;
  readonly key: TabKey;
  readonly icon: LucideIcon;
  /** Marked with a "New" badge (product rules §2: learn). */
  readonly isNew?: boolean;
}

/** The tabs, in sidebar order. */
export const TABS: readonly TabInfo[] = [
  { id: "dashboard", key: "dashboard", icon: LayoutDashboard },
  { id: "trading-dashboard", key: "tradingDashboard", icon: CandlestickChart },
  { id: "ai-setup", key: "aiSetup", icon: Bot },
  { id: "strategy", key: "strategy", icon: FlaskConical },
  { id: "learn", key: "learn", icon: BookOpen, isNew: true },
  { id: "community", key: "community", icon: Users },
  { id: "wallet", key: "wallet", icon: Wallet },
];

/** The catalogue entry of a tab id. */
export function tabInfo(id: TabId): TabInfo {
  return TABS.find((tab) => tab.id === id) ?? (TABS[0] as TabInfo);
}
