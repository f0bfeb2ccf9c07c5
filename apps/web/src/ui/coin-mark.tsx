import { findCoin } from "@app/core";
import { cn } from "./cn.ts";

/** A coin's symbol with a round badge in its brand colour. */
export function CoinMark({ coin, className }: { coin: string; className?: string }) {
  const info = findCoin(coin);
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-full font-bold text-[10px] text-white ring-1 ring-white/20"
        style={{ backgroundColor: info?.color ?? "var(--color-surface-3)" }}
      >
        {coin.slice(0, 1)}
      </span>
      <span className="font-semibold text-fg">{coin}</span>
    </span>
  );
}
