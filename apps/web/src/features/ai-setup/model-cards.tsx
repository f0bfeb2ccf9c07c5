import {
  type AnalysisModelId,
  EXTRA_MODEL_IDS,
  formatUsdPer1kTokens,
  LOCAL_MODEL_ID,
  MODEL_OPTIONS,
} from "@app/core";
import { Check, Coins, Cpu } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Select } from "../../ui/select.tsx";
import { ModelLogo } from "./model-logo.tsx";
import { useModelChoice } from "./use-model-choice.ts";

/** Props of {@link ModelCard}. */
interface ModelCardProps {
  id: AnalysisModelId;
  name: string;
  selected: boolean;
  missingKey: boolean;
  onSelect: () => void;
  children: ReactNode;
}

function ModelCard({ id, name, selected, missingKey, onSelect, children }: ModelCardProps) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "flex flex-col gap-2 rounded-lg border p-3 transition-colors",
        selected ? "border-accent bg-accent-soft" : "border-border bg-surface-2",
      )}
      data-testid={`model-card-${id}`}
    >
      <button
        type="button"
        aria-pressed={selected}
        disabled={missingKey}
        onClick={onSelect}
        className="focus-ring flex items-center gap-3 rounded-md text-left disabled:cursor-not-allowed"
      >
        <ModelLogo model={id} />
        <span className="min-w-0 flex-1 font-semibold text-fg text-sm">{name}</span>
        {selected ? <Check className="size-4 text-accent" aria-label={t("aiSetup.models.selected")} /> : null}
      </button>
      {children}
      {missingKey ? (
        <a href="#api-keys" className="focus-ring rounded-sm text-warning text-xs hover:underline">
          {t("aiSetup.models.needsKey")}
        </a>
      ) : null}
    </div>
  );
}

/** The model cards (single choice), the local analyst's card and the extra-model dropdown (product rules §2). */
export function ModelCards() {
  const { t } = useTranslation();
  const choice = useModelChoice();
  return (
    <Card>
      <CardHeader
        title={t("aiSetup.models.title")}
        description={t("aiSetup.models.description")}
        icon={<Cpu className="size-4" aria-hidden="true" />}
        actions={<Badge>{t("aiSetup.models.multiSoon")}</Badge>}
      />
      <CardBody className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          <ModelCard
            id={LOCAL_MODEL_ID}
            name={t("aiSetup.models.localName")}
            selected={choice.model === LOCAL_MODEL_ID}
            missingKey={false}
            onSelect={() => choice.select(LOCAL_MODEL_ID)}
          >
            <p className="text-fg-muted text-xs">{t("aiSetup.models.localDescription")}</p>
            <Badge tone="profit">{t("aiSetup.models.free")}</Badge>
          </ModelCard>
          {MODEL_OPTIONS.map((option) => (
            <ModelCard
              key={option.id}
              id={option.id}
              name={option.name}
              selected={choice.model === option.id}
              missingKey={!choice.hasKey(option.id)}
              onSelect={() => choice.select(option.id)}
            >
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-fg-subtle">{t("aiSetup.models.apiCost")}</dt>
                <dd className="num text-right text-fg">{formatUsdPer1kTokens(option.usdPer1kTokens)}</dd>
                <dt className="flex items-center gap-1 text-fg-subtle">
                  <Coins className="size-3" aria-hidden="true" />
                  {t("aiSetup.models.freeCredits")}
                </dt>
                <dd className="num text-right text-fg">{option.freeCredits}</dd>
              </dl>
            </ModelCard>
          ))}
        </div>
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor="extra-model" className="font-medium text-fg-muted text-xs">
            {t("aiSetup.models.extraLabel")}
          </label>
          <Select<AnalysisModelId | "none">
            id="extra-model"
            data-testid="extra-model"
            value={choice.extraSelected ? choice.model : "none"}
            onValueChange={(next) => {
              if (next !== "none") choice.select(next);
            }}
            options={[
              { value: "none", label: t("aiSetup.models.extraNone"), disabled: true },
              ...EXTRA_MODEL_IDS.map((id) => ({
                value: id,
                label: t(`aiSetup.models.extra.${id}`),
                hint: choice.unavailable(id)
                  ? t("aiSetup.models.openRouterOnly")
                  : choice.hasKey(id)
                    ? undefined
                    : t("aiSetup.models.needsKey"),
                disabled: !choice.hasKey(id),
              })),
            ]}
          />
        </div>
      </CardBody>
    </Card>
  );
}
