import { lazy, Suspense, useState } from "react";
import { usePriceChart } from "./price-chart-store.ts";

// The chart library and the dialog load on the first open, not with the dashboard or the trading tab.
const PriceChartDialog = lazy(() =>
  import("./price-chart-dialog.tsx").then(({ PriceChartDialog }) => ({ default: PriceChartDialog })),
);

/** Mounts the price chart dialog once a chart has been asked for; it stays mounted so it can animate closed. */
export function PriceChartHost() {
  const open = usePriceChart((state) => state.request !== null);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <PriceChartDialog />
    </Suspense>
  ) : null;
}
