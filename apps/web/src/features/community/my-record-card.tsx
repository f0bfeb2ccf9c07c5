import { formatPercent, formatSignedPnl, MODEL_OPTIONS, type ModelRecord, pnlTone } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { myRecordQueryOptions } from "../../api/community.ts";
import { useErrorText } from "../../api/use-error-text.ts";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { ErrorState } from "../../ui/states.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../../ui/table.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";

const TONE = { profit: "text-profit", loss: "text-loss", flat: "" } as const;

/**
 * A figure's cell. On a phone the table reflows (no sideways scrolling inside the card): each model is a block,
 * its name on top and each figure under its column's name, shown from `data-label`.
 */
const FIGURE =
  "max-sm:flex max-sm:flex-col max-sm:items-start max-sm:gap-0.5 max-sm:p-0 max-sm:text-left max-sm:before:text-fg-subtle max-sm:before:text-xs max-sm:before:content-[attr(data-label)]";

function RecordRow({ record }: { record: ModelRecord }) {
  const { t } = useTranslation();
  const name =
    record.model === "local"
      ? t("community.myRecord.localAnalyst")
      : (MODEL_OPTIONS.find((option) => option.id === record.model)?.name ?? record.model);
  const figure = (label: string, value: string | number, className?: string) => (
    <Td numeric data-label={label} className={cn(FIGURE, className)}>
      {value}
    </Td>
  );
  return (
    <Tr
      data-testid="my-record-row"
      className="max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-2.5 max-sm:px-4 max-sm:py-3"
    >
      <Td className="font-medium max-sm:col-span-3 max-sm:p-0">{name}</Td>
      {figure(t("community.myRecord.analyses"), record.analyses)}
      {figure(t("community.myRecord.executions"), record.executions)}
      {figure(t("community.myRecord.closedTrades"), record.closedTrades)}
      {figure(
        t("community.winRate"),
        record.winRate === null ? "—" : formatPercent(record.winRate * 100, { decimals: 1 }),
      )}
      {figure(
        t("community.myRecord.realizedPnl"),
        record.closedTrades > 0 ? formatSignedPnl(record.realizedPnl) : "—",
        cn(record.closedTrades > 0 && TONE[pnlTone(record.realizedPnl)]),
      )}
    </Tr>
  );
}

/**
 * The connected wallet's real record beside the demo data (product rules §2 "Community tab"): per model, its
 * analyses, the executions that followed them, the trades those closed, win rate and realised P&L.
 */
export function MyRecordCard() {
  const { t } = useTranslation();
  const { address } = useWallet();
  const query = useQuery(myRecordQueryOptions(address));
  const errorText = useErrorText();
  return (
    <Card data-testid="community-my-record">
      <CardHeader
        title={t("community.myRecord.title")}
        description={t("community.myRecord.description")}
        icon={<BadgeCheck className="size-4 text-profit" aria-hidden="true" />}
      />
      {!address ? (
        <CardBody>
          <p className="text-fg-muted text-sm">{t("community.myRecord.connect")}</p>
        </CardBody>
      ) : query.isPending ? (
        <CardBody className="flex items-center gap-2 text-fg-muted text-sm">
          <Spinner />
          {t("community.myRecord.loading")}
        </CardBody>
      ) : query.isError ? (
        <ErrorState
          title={t("community.myRecord.failed")}
          message={errorText(query.error)}
          retryLabel={t("common.retry")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <CardBody>
          <p className="text-fg-muted text-sm">{t("community.myRecord.empty")}</p>
        </CardBody>
      ) : (
        <>
          <Table className="max-sm:block">
            <THead className="max-sm:sr-only">
              <tr>
                <Th>{t("community.myRecord.model")}</Th>
                <Th numeric>{t("community.myRecord.analyses")}</Th>
                <Th numeric>{t("community.myRecord.executions")}</Th>
                <Th numeric>{t("community.myRecord.closedTrades")}</Th>
                <Th numeric>{t("community.winRate")}</Th>
                <Th numeric>{t("community.myRecord.realizedPnl")}</Th>
              </tr>
            </THead>
            <TBody className="max-sm:block">
              {query.data.map((record) => (
                <RecordRow key={record.model} record={record} />
              ))}
            </TBody>
          </Table>
          <p className="px-4 py-3 text-fg-subtle text-xs">{t("community.myRecord.note")}</p>
        </>
      )}
    </Card>
  );
}
