import { create } from "zustand";
import { parseTabPath, type TabLocation, tabPath } from "./tab-path.ts";
import type { TabId } from "./tabs.ts";

/** Which tab the shell shows, kept in the URL: each tab (and each replay run) has its own, so reload and Back work. */
export interface NavigationState {
  activeTab: TabId;
  /** The item shown inside the tab (a replay run's id), or null. */
  detail: string | null;
  /** Opens a tab (and an item in it) as a new history entry. */
  goTo: (tab: TabId, detail?: string | null) => void;
}

const hasWindow = typeof window !== "undefined";

function currentLocation(): TabLocation {
  return hasWindow ? parseTabPath(window.location.pathname) : parseTabPath("/");
}

/** The shell's navigation state, shared so any panel can send the user to another tab. */
export const useNavigation = create<NavigationState>()((set, get) => ({
  ...(() => {
    const { tab, detail } = currentLocation();
    return { activeTab: tab, detail };
  })(),
  goTo: (activeTab, detail = null) => {
    const state = get();
    if (state.activeTab === activeTab && state.detail === detail) return;
    set({ activeTab, detail });
    if (hasWindow) {
      // The query and hash (a Learn section, say) belong to the page that set them, not to the next tab.
      window.history.pushState(null, "", tabPath({ tab: activeTab, detail }));
    }
  },
}));

if (hasWindow) {
  // Back and Forward: the URL changed under the app, so the shown tab follows it.
  window.addEventListener("popstate", () => {
    const { tab, detail } = currentLocation();
    useNavigation.setState({ activeTab: tab, detail });
  });
}
