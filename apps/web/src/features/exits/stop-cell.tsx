import { formatDisplayPrice, type Position } from "@app/core";
import { SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge.tsx";
import { IconButton } from "../../ui/button.tsx";
import { policyLabel } from "./policy-label.ts";
import type { StopView } from "./stop-view.ts";

/** The badge of how a stop is managed: what moves it, or that it went missing; nothing for a fixed one. */
export function StopBadge({ view }: { view: StopView }) {
  const { t } = useTranslation();
  if (view.missing) {
    return (
      <Badge tone="warning" data-testid="stop-missing">
        {t("exits.badge.missing")}
      </Badge>
    );
  }
  const label = view.policy ? policyLabel(view.policy, t) : null;
  if (!label) return null;
  return (
    <Badge tone="accent" data-testid="stop-policy">
      {label}
    </Badge>
  );
}

/** The stop's trigger price on the exchange, or a muted dash with its reason for screen readers. */
export function StopPrice({ view }: { view: StopView }) {
  const { t } = useTranslation();
  if (view.price === null) {
    return (
      <>
        <span aria-hidden="true" className="text-fg-muted">
          {t("common.notAvailable")}
        </span>
        <span className="sr-only">{t("exits.noStopDetail")}</span>
      </>
    );
  }
  return <span data-testid="stop-price">{formatDisplayPrice(view.price)}</span>;
}

/** The button that opens a position's exit policy. */
export function EditExitButton({
  position,
  onEdit,
}: {
  position: Position;
  onEdit: (position: Position) => void;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      size="xs"
      label={t("exits.editLabel", { coin: position.coin })}
      data-testid="edit-exit-policy"
      onClick={() => onEdit(position)}
    >
      <SlidersHorizontal className="size-3.5" aria-hidden="true" />
    </IconButton>
  );
}

/** The stop column's cell: the stop on the exchange, how it is managed, and the button to change that. */
export function StopCell({
  position,
  view,
  onEdit,
}: {
  position: Position;
  view: StopView;
  onEdit?: (position: Position) => void;
}) {
  return (
    <div className="flex items-center justify-end gap-1.5">
      <div className="flex flex-col items-end gap-0.5">
        <StopPrice view={view} />
        <StopBadge view={view} />
      </div>
      {onEdit ? <EditExitButton position={position} onEdit={onEdit} /> : null}
    </div>
  );
}
