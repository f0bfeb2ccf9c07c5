import {
  type AccountFill,
  type ClosedTrade,
  formatDisplaySize,
  formatSignedPnl,
  formatUsdc,
  type OpenOrder,
  pnlTone,
} from "@app/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { usePriceFormat } from "../../shared/use-price-format.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../../ui/table.tsx";

const toneClass = { profit: "text-profit", loss: "text-loss", flat: "text-fg" } as const;
/** Columns a phone drops so the rest fits 390 px without a sideways scroll. */
const WIDE = "max-md:hidden";
const NARROW = "max-md:px-2";

type OrderKind = "limit" | "stop" | "target" | "market";

/** The kind of a resting order from the exchange's order type ("Stop Market", "Take Profit Limit", "Limit"). */
export function orderKindOf(orderType: string): OrderKind {
  if (/take profit/i.test(orderType)) return "target";
  if (/stop/i.test(orderType)) return "stop";
  if (/market/i.test(orderType)) return "market";
  return "limit";
}

function SideText({ side }: { side: "BUY" | "SELL" }) {
  const { t } = useTranslation();
  return (
    <span className={side === "BUY" ? "text-profit" : "text-loss"}>
      {side === "BUY" ? t("history.buy") : t("history.sell")}
    </span>
  );
}

/** The resting orders: time, coin, side, type, price or trigger, size. */
export function OpenOrdersTable({ orders }: { orders: readonly OpenOrder[] }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  const language = useLanguage();
  return (
    <Table data-testid="open-orders-table">
      <THead>
        <tr>
          <Th className={WIDE}>{t("history.columns.time")}</Th>
          <Th className={NARROW}>{t("history.columns.coin")}</Th>
          <Th className={NARROW}>{t("history.columns.type")}</Th>
          <Th numeric className={NARROW}>
            {t("history.columns.trigger")}
          </Th>
          <Th numeric className={NARROW}>
            {t("history.columns.size")}
          </Th>
        </tr>
      </THead>
      <TBody>
        {orders.map((order) => (
          <Tr key={order.orderId} data-testid="open-order-row" data-coin={order.coin}>
            <Td className={`num text-fg-muted ${WIDE}`}>{formatDateTime(order.timestamp, language)}</Td>
            <Td className={NARROW}>
              <CoinMark coin={order.coin} />
            </Td>
            <Td className={NARROW}>
              <SideText side={order.side} /> · {t(`history.orderTypes.${orderKindOf(order.orderType)}`)}
              {order.reduceOnly ? (
                <span className="block text-fg-muted text-xs">{t("history.reduceOnly")}</span>
              ) : null}
            </Td>
            <Td numeric className={NARROW}>
              {price(order.coin, order.triggerPrice ?? order.limitPrice)}
            </Td>
            <Td numeric className={NARROW}>
              {formatDisplaySize(order.size)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

const DIRECTIONS = [
  "Open Long",
  "Open Short",
  "Close Long",
  "Close Short",
  "Long > Short",
  "Short > Long",
] as const;

function isKnownDirection(direction: string): direction is (typeof DIRECTIONS)[number] {
  return (DIRECTIONS as readonly string[]).includes(direction);
}

/** The exchange's fill direction in the interface language; one this app does not know stays as it came. */
function directionText(direction: string, t: TFunction<"translation", "history.directions">): string {
  if (!isKnownDirection(direction)) return direction;
  // Spelled out, through a translator scoped to the directions: a key built from the direction, or the whole
  // catalogue's keys, send the typed catalogue's inference too deep.
  const texts: Record<(typeof DIRECTIONS)[number], string> = {
    "Open Long": t("Open Long"),
    "Open Short": t("Open Short"),
    "Close Long": t("Close Long"),
    "Close Short": t("Close Short"),
    "Long > Short": t("Long > Short"),
    "Short > Long": t("Short > Long"),
  };
  return texts[direction];
}

/** Every fill: time, coin, direction, price, size, fee. */
export function FillsTable({ fills }: { fills: readonly AccountFill[] }) {
  const { t } = useTranslation();
  const { t: directions } = useTranslation("translation", { keyPrefix: "history.directions" });
  const price = usePriceFormat();
  const language = useLanguage();
  return (
    <Table data-testid="fills-table">
      <THead>
        <tr>
          <Th className={NARROW}>{t("history.columns.time")}</Th>
          <Th className={NARROW}>{t("history.columns.coin")}</Th>
          <Th className={WIDE}>{t("history.columns.direction")}</Th>
          <Th numeric className={NARROW}>
            {t("history.columns.price")}
          </Th>
          <Th numeric className={WIDE}>
            {t("history.columns.size")}
          </Th>
          <Th numeric className={NARROW}>
            {t("history.columns.fee")}
          </Th>
        </tr>
      </THead>
      <TBody>
        {fills.map((fill) => (
          <Tr key={`${fill.orderId}-${fill.time}-${fill.price}-${fill.size}`} data-testid="fill-row">
            <Td className={`num text-fg-muted ${NARROW}`}>{formatDateTime(fill.time, language)}</Td>
            <Td className={NARROW}>
              <CoinMark coin={fill.coin} />
              <span className="block text-xs md:hidden">{directionText(fill.direction, directions)}</span>
            </Td>
            <Td className={WIDE}>{directionText(fill.direction, directions)}</Td>
            <Td numeric className={NARROW}>
              {price(fill.coin, fill.price)}
            </Td>
            <Td numeric className={WIDE}>
              {formatDisplaySize(fill.size)}
            </Td>
            <Td numeric className={NARROW}>
              {formatUsdc(fill.fee)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The closes: time, coin and closed side, price, size, realised P&L, fee and net P&L. */
export function ClosedTradesTable({ trades }: { trades: readonly ClosedTrade[] }) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  const language = useLanguage();
  return (
    <Table data-testid="closed-trades-table">
      <THead>
        <tr>
          <Th className={WIDE}>{t("history.columns.time")}</Th>
          <Th className={NARROW}>{t("history.columns.coin")}</Th>
          <Th numeric className={WIDE}>
            {t("history.columns.price")}
          </Th>
          <Th numeric className={WIDE}>
            {t("history.columns.size")}
          </Th>
          <Th numeric className={NARROW}>
            {t("history.columns.realised")}
          </Th>
          <Th numeric className={WIDE}>
            {t("history.columns.fee")}
          </Th>
          <Th numeric className={NARROW}>
            {t("history.columns.net")}
          </Th>
        </tr>
      </THead>
      <TBody>
        {trades.map((trade) => (
          <Tr key={trade.orderId} data-testid="closed-trade-row" data-coin={trade.coin}>
            <Td className={`num text-fg-muted ${WIDE}`}>{formatDateTime(trade.time, language)}</Td>
            <Td className={NARROW}>
              <CoinMark coin={trade.coin} />
              <span className="block text-fg-muted text-xs">
                {trade.positionSide === "LONG" ? t("history.closedLong") : t("history.closedShort")}
              </span>
            </Td>
            <Td numeric className={WIDE}>
              {price(trade.coin, trade.price)}
            </Td>
            <Td numeric className={WIDE}>
              {formatDisplaySize(trade.size)}
            </Td>
            <Td numeric className={`${toneClass[pnlTone(trade.realisedPnl)]} ${NARROW}`}>
              {formatSignedPnl(trade.realisedPnl)}
            </Td>
            <Td numeric className={WIDE}>
              {formatUsdc(trade.fee)}
            </Td>
            <Td
              numeric
              data-testid="closed-trade-net"
              className={`font-medium ${toneClass[pnlTone(trade.netPnl)]} ${NARROW}`}
            >
              {formatSignedPnl(trade.netPnl)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
