import type { ChartLevel } from "@app/core";
import { create } from "zustand";

/** What the price chart shows: a coin and the lines of the position or decision it was opened from. */
export interface PriceChartRequest {
  readonly coin: string;
  readonly levels: readonly ChartLevel[];
}

/** The open price chart, shared so a position row and a decision card open the same dialog. */
export interface PriceChartState {
  request: PriceChartRequest | null;
  open: (request: PriceChartRequest) => void;
  close: () => void;
}

/** The price chart's open request; the dialog itself loads on first open. */
export const usePriceChart = create<PriceChartState>()((set) => ({
  request: null,
  open: (request) => set({ request }),
  close: () => set({ request: null }),
}));
