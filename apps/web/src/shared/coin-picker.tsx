import { COINS, type CoinCategory, type CoinInfo, type CoinSymbol, coinsByCategory } from "@app/core";
import { Check, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button.tsx";
import { cn } from "../ui/cn.ts";
import { readableTextOn } from "../ui/readable-text.ts";

/** Props of {@link CoinPicker}. */
export interface CoinPickerProps {
  selected: readonly CoinSymbol[];
  onToggle: (coin: CoinSymbol) => void;
  /** "cards": the AI setup tab's grid (majors in 6 columns, search results in 4); chips by default. */
  layout?: "chips" | "cards";
}

const ITEM_STYLES = {
  chips: {
    button: "inline-flex h-7 items-center gap-1.5 rounded-full pr-2.5 pl-1 font-medium text-xs",
    on: "border-accent/50 bg-accent-soft text-fg",
    off: "border-border bg-surface-2 text-fg-muted hover:border-border-strong hover:text-fg",
    mark: "size-5 text-[9px]",
  },
  cards: {
    button: "relative flex min-w-0 items-center gap-2 rounded-lg p-2 text-left",
    on: "border-accent/60 bg-accent-soft",
    off: "border-border bg-surface-2 hover:border-border-strong",
    mark: "size-7 shrink-0 text-[10px]",
  },
} as const;

/** One coin to toggle: a chip (symbol only), or a card with its name and a tick when chosen. */
function CoinItem({
  coin,
  selected,
  onToggle,
  layout,
}: {
  coin: CoinInfo;
  selected: boolean;
  onToggle: () => void;
  layout: "chips" | "cards";
}) {
  const style = ITEM_STYLES[layout];
  const cards = layout === "cards";
  return (
    <button
      type="button"
      aria-pressed={selected}
      title={coin.name}
      onClick={onToggle}
      data-testid={cards ? `coin-card-${coin.symbol}` : undefined}
      className={cn("focus-ring border transition-colors", style.button, selected ? style.on : style.off)}
    >
      <span
        aria-hidden="true"
        className={cn("flex items-center justify-center rounded-full font-bold", style.mark)}
        style={{ backgroundColor: coin.color, color: readableTextOn(coin.color) }}
      >
        {cards ? (
          coin.symbol.slice(0, 3)
        ) : selected ? (
          <Check className="size-3" strokeWidth={3} />
        ) : (
          coin.symbol.slice(0, 1)
        )}
      </span>
      {cards ? (
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg text-xs">{coin.symbol}</span>
          <span className="truncate text-2xs text-fg-subtle">{coin.name}</span>
        </span>
      ) : (
        coin.symbol
      )}
      {cards && selected ? (
        <Check className="absolute top-1 right-1 size-3 text-accent" strokeWidth={3} aria-hidden="true" />
      ) : null}
    </button>
  );
}

const GROUPS: readonly { category: CoinCategory; key: "popular" | "meme" }[] = [
  { category: "popular", key: "popular" },
  { category: "meme", key: "meme" },
];

/**
 * The coins to analyse: the six majors (chips, or cards in 6 columns in AI setup), and every other
 * catalogue coin behind "more coins" with a search by symbol or name (4 columns of cards in AI setup).
 */
export function CoinPicker({ selected, onToggle, layout = "chips" }: CoinPickerProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const matches = needle
    ? COINS.filter(
        (coin) => coin.symbol.toLowerCase().includes(needle) || coin.name.toLowerCase().includes(needle),
      )
    : [];
  const chip = (coin: CoinInfo) => (
    <CoinItem
      key={coin.symbol}
      layout={layout}
      coin={coin}
      selected={selected.includes(coin.symbol)}
      onToggle={() => onToggle(coin.symbol)}
    />
  );
  const cards = layout === "cards";
  const chipRow = "flex flex-wrap gap-1.5";
  return (
    <fieldset className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <legend className="font-medium text-fg-muted text-xs">{t("trading.coins.label")}</legend>
        <span className={cn("num text-2xs", selected.length === 0 ? "text-loss" : "text-fg-subtle")}>
          {t("trading.coins.selected", { count: selected.length })}
        </span>
      </div>
      <div className={cards ? "grid grid-cols-3 gap-2 sm:grid-cols-6" : chipRow} data-testid="major-coins">
        {coinsByCategory("major").map(chip)}
      </div>
      {expanded ? (
        <div className="flex flex-col gap-2.5 rounded-md border border-border bg-surface-2/50 p-2.5">
          <label className="relative block">
            <span className="sr-only">{t("trading.coins.search")}</span>
            <Search
              className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-3.5 text-fg-subtle"
              aria-hidden="true"
            />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("trading.coins.searchPlaceholder")}
              className="focus-ring h-8 w-full rounded-md border border-border-strong bg-surface-3 pr-2 pl-8 text-fg text-xs placeholder:text-fg-subtle"
            />
          </label>
          {needle ? (
            matches.length > 0 ? (
              <div
                className={cards ? "grid grid-cols-2 gap-2 sm:grid-cols-4" : chipRow}
                data-testid="coin-matches"
              >
                {matches.map(chip)}
              </div>
            ) : (
              <p className="text-fg-subtle text-xs">{t("trading.coins.noMatch", { query: query.trim() })}</p>
            )
          ) : (
            GROUPS.map((group) => (
              <div key={group.category} className="flex flex-col gap-1.5">
                <p className="text-2xs text-fg-subtle uppercase tracking-wide">
                  {t(`trading.coins.${group.key}`)}
                </p>
                <div className={cards ? "grid grid-cols-2 gap-2 sm:grid-cols-4" : chipRow}>
                  {coinsByCategory(group.category).map(chip)}
                </div>
              </div>
            ))
          )}
        </div>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        className="self-start"
        aria-expanded={expanded}
        onClick={() => setExpanded((v) => !v)}
      >
        {expanded ? t("trading.coins.less") : t("trading.coins.more")}
      </Button>
      {selected.length === 0 ? (
        <p role="alert" className="text-loss text-xs">
          {t("trading.coins.min")}
        </p>
      ) : null}
    </fieldset>
  );
}
