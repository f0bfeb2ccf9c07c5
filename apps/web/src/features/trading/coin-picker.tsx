import { COINS, type CoinCategory, type CoinInfo, type CoinSymbol, coinsByCategory } from "@app/core";
import { Check, Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";

/** Props of {@link CoinPicker}. */
export interface CoinPickerProps {
  selected: readonly CoinSymbol[];
  onToggle: (coin: CoinSymbol) => void;
  /** "cards": the AI setup tab's grid (majors in 6 columns, search results in 4); chips by default. */
  layout?: "chips" | "cards";
}

function CoinChip({ coin, selected, onToggle }: { coin: CoinInfo; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      title={coin.name}
      onClick={onToggle}
      className={cn(
        "focus-ring inline-flex h-7 items-center gap-1.5 rounded-full border pr-2.5 pl-1 font-medium text-xs transition-colors",
        selected
          ? "border-accent/50 bg-accent-soft text-fg"
          : "border-border bg-surface-2 text-fg-muted hover:border-border-strong hover:text-fg",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-5 items-center justify-center rounded-full font-bold text-[9px] text-white"
        style={{ backgroundColor: coin.color }}
      >
        {selected ? <Check className="size-3" strokeWidth={3} /> : coin.symbol.slice(0, 1)}
      </span>
      {coin.symbol}
    </button>
  );
}

function CoinCard({ coin, selected, onToggle }: { coin: CoinInfo; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      title={coin.name}
      onClick={onToggle}
      data-testid={`coin-card-${coin.symbol}`}
      className={cn(
        "focus-ring relative flex min-w-0 items-center gap-2 rounded-lg border p-2 text-left transition-colors",
        selected
          ? "border-accent/60 bg-accent-soft"
          : "border-border bg-surface-2 hover:border-border-strong",
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full font-bold text-[10px] text-white"
        style={{ backgroundColor: coin.color }}
      >
        {coin.symbol.slice(0, 3)}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-fg text-xs">{coin.symbol}</span>
        <span className="truncate text-2xs text-fg-subtle">{coin.name}</span>
      </span>
      {selected ? (
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
  const Item = layout === "cards" ? CoinCard : CoinChip;
  const chip = (coin: CoinInfo) => (
    <Item
      key={coin.symbol}
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
