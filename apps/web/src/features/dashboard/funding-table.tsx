import { type FundingPayment, formatPercent, formatSignedPnl, pnlTone } from "@app/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../../ui/table.tsx";

const toneClass = { profit: "text-profit", loss: "text-loss", flat: "text-fg" } as const;
const WIDE = "max-md:hidden";
const NARROW = "max-md:px-2";

/** Funding payments: time, coin and side held, the hourly rate, and what the account paid (−) or received (+). */
export function FundingTable({ payments }: { payments: readonly FundingPayment[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table data-testid="funding-table">
      <THead>
        <tr>
          <Th className={NARROW}>{t("history.columns.time")}</Th>
          <Th className={NARROW}>{t("history.columns.coin")}</Th>
          <Th numeric className={WIDE}>
            {t("history.columns.rate")}
          </Th>
          <Th numeric className={NARROW}>
            {t("history.columns.funding")}
          </Th>
        </tr>
      </THead>
      <TBody>
        {payments.map((payment) => (
          <Tr key={`${payment.coin}-${payment.time}`} data-testid="funding-row" data-coin={payment.coin}>
            <Td className={`num text-fg-muted ${NARROW}`}>{formatDateTime(payment.time, language)}</Td>
            <Td className={NARROW}>
              <CoinMark coin={payment.coin} />
              <span className="block text-fg-muted text-xs">
                {payment.size >= 0 ? t("dashboard.positions.long") : t("dashboard.positions.short")}
              </span>
            </Td>
            <Td numeric className={WIDE}>
              {formatPercent(payment.rate * 100, { decimals: 4 })}
            </Td>
            <Td numeric className={`${toneClass[pnlTone(payment.usdc)]} ${NARROW}`}>
              {formatSignedPnl(payment.usdc)}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
