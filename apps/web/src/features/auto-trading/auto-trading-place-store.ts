import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Where the auto-trading loop runs: in this browser's tabs, or on the app's server (server mode). */
export type AutoTradingPlace = "browser" | "server";

/** The chosen place and its setter. */
export interface AutoTradingPlaceState {
  place: AutoTradingPlace;
  setPlace: (place: AutoTradingPlace) => void;
}

/** Local-storage key of the chosen place. */
export const AUTO_TRADING_PLACE_KEY = "auto_trading_place";

/**
 * Where the panel runs and shows the loop, kept across reloads: with "server" the panel reads the server's
 * schedule and runs, and the shell keeps watching them for the bell even while the browser loop is off.
 */
export const useAutoTradingPlace = create<AutoTradingPlaceState>()(
  persist(
    (set) => ({
      place: "browser",
      setPlace: (place) => set({ place }),
    }),
    {
      name: AUTO_TRADING_PLACE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ place }) => ({ place }),
      merge: (stored, current) => ({
        ...current,
        place: (stored as { place?: unknown } | undefined)?.place === "server" ? "server" : "browser",
      }),
    },
  ),
);

// Another tab's move replaces this tab's place, so no tab starts the browser loop while the server runs it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === AUTO_TRADING_PLACE_KEY) void useAutoTradingPlace.persist.rehydrate();
  });
}
