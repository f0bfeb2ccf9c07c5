import {
  type DecisionEditField,
  type Message,
  type Position,
  type TradingDecision,
  toCoinSymbol,
} from "@app/core";
import type { CardReview } from "@app/core/trading/decision-review";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";
import { DecisionCard } from "./decision-card.tsx";
import { useDecisionEdits } from "./use-decision-edits.ts";
import { useDecisionReview } from "./use-decision-review.ts";
import { useMarketPrices } from "./use-market-prices.ts";

function positionFor(
  decision: TradingDecision,
  positions: readonly Position[] | undefined,
): Position | undefined {
  const coin = toCoinSymbol(decision.coin);
  return coin ? positions?.find((position) => toCoinSymbol(position.coin) === coin) : undefined;
}

/** A card's inline errors: what was typed wrong first, else the review's problem with one field. */
function fieldErrors(
  review: CardReview | undefined,
  typed: Partial<Record<DecisionEditField, Message>> | undefined,
): Partial<Record<DecisionEditField, Message>> {
  const fromReview = review?.refusal && review.field ? { [review.field]: review.refusal } : {};
  return { ...fromReview, ...typed };
}

/** The grid of decision cards, each matched with its open position. */
export function DecisionGrid({ decisions }: { decisions: readonly TradingDecision[] }) {
  const account = useAccountOverview();
  const prices = useMarketPrices(decisions.map((decision) => decision.coin));
  const { checked } = useDecisionEdits();
  const { review } = useDecisionReview();
  const executed = useTradingSession((state) => state.executed);
  const drafts = useTradingSession((state) => state.edits);
  const selected = useTradingSession((state) => state.selected);
  const select = useTradingSession((state) => state.select);
  const setEdit = useTradingSession((state) => state.setEdit);
  const resetEdits = useTradingSession((state) => state.resetEdits);
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-3">
      {decisions.map((decision, index) => (
        <DecisionCard
          // biome-ignore lint/suspicious/noArrayIndexKey: edits and selection are keyed by card index (product rules §3)
          key={`${index}-${decision.coin}`}
          index={index}
          decision={decision}
          position={positionFor(decision, account.data?.positions)}
          currentPrice={prices[toCoinSymbol(decision.coin) ?? decision.coin]}
          draft={drafts[index]}
          errors={fieldErrors(review?.cards.get(index), checked[index]?.errors)}
          review={review?.cards.get(index)}
          executed={executed?.indices.includes(index) ?? false}
          selected={selected === index}
          onSelect={() => select(index)}
          onEdit={(field, text) => setEdit(index, field, text)}
          onResetEdits={() => resetEdits(index)}
        />
      ))}
    </div>
  );
}
