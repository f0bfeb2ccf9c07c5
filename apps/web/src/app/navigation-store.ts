import { create } from "zustand";
import { DEFAULT_TAB, type TabId } from "./tabs.ts";

/** Which tab the shell shows. Held in memory: a reload starts on the dashboard (product rules §2). */
export interface NavigationState {
  activeTab: TabId;
  goTo: (tab: TabId) => void;
}

/** The shell's navigation state, shared so any panel can send the user to another tab. */
export const useNavigation = create<NavigationState>()((set) => ({
  activeTab: DEFAULT_TAB,
  goTo: (activeTab) => set({ activeTab }),
}));
