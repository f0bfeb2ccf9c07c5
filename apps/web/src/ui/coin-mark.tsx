import { findCoin } from "@app/core";
import { cn } from "./cn.ts";
import { readableTextOn } from "./readable-text.ts";

/** A coin's symbol with a round badge in its brand colour. */
export function CoinMark({ coin, className }: { coin: string; className?: string }) {
  const info = findCoin(coin);
  const background = info?.color ?? "var(--color-surface-3)";
  return (
    <span className={cn("inline-flex items-center gap-2", className)}>
      <span
        aria-hidden="true"
        className="flex size-6 shrink-0 items-center justify-center rounded-full font-bold text-[10px] ring-1 ring-white/20"
        style={{ backgroundColor: background, color: readableTextOn(background) }}
      >
        {coin.slice(0, 1)}
      </span>
      <span className="font-semibold text-fg">{coin}</span>
    </span>
  );
}
