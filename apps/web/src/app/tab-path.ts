import { DEFAULT_TAB, TAB_IDS, type TabId } from "./tabs.ts";

/** Where the app is: a tab and, for a tab that has them, one item inside it (a replay run's id). */
export interface TabLocation {
  tab: TabId;
  /** The item shown inside the tab, or null for the tab's own page. */
  detail: string | null;
}

function isTabId(value: string): value is TabId {
  return (TAB_IDS as readonly string[]).includes(value);
}

/** The URL path of a location: `/` for the dashboard, `/strategy`, `/strategy/<run id>`. */
export function tabPath({ tab, detail }: TabLocation): string {
  if (tab === DEFAULT_TAB && detail === null) return "/";
  return detail === null ? `/${tab}` : `/${tab}/${encodeURIComponent(detail)}`;
}

/** The location a URL path names; an unknown path opens the dashboard (as the server serves any page path). */
export function parseTabPath(pathname: string): TabLocation {
  const [first = "", second, ...rest] = pathname.split("/").filter((part) => part !== "");
  if (!isTabId(first) || rest.length > 0) return { tab: DEFAULT_TAB, detail: null };
  if (second === undefined) return { tab: first, detail: null };
  try {
    return { tab: first, detail: decodeURIComponent(second) };
  } catch {
    // A malformed escape in a hand-typed URL: the tab itself still opens.
    return { tab: first, detail: null };
  }
}
