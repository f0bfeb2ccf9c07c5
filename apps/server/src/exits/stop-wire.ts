// The wire of a moved stop is core's, shared with the browser's exit manager (agent wallets).
export { movedStopWire } from "@app/core/exits/stop-wire";
