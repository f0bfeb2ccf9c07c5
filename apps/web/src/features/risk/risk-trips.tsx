import type { RiskTripRecord } from "@app/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";

/** The latest trips of the governor: when, which limit, which loop, and when it was re-armed. */
export function RiskTrips({ trips }: { trips: readonly RiskTripRecord[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="text-xs">
      <p className="font-medium text-fg-muted">{t("risk.trips")}</p>
      <ul className="mt-1 space-y-0.5 text-fg-subtle" data-testid="risk-trips">
        {trips.map((trip) => (
          <li key={trip.id} className="flex flex-wrap gap-x-2">
            <span className="num">{formatDateTime(trip.at, language)}</span>
            <span className="text-fg">{t(`risk.reason.${trip.reason}`)}</span>
            <span>{t(`risk.place.${trip.place}`)}</span>
            {trip.rearmedAt !== null ? (
              <span>{t("risk.rearmedAt", { time: formatDateTime(trip.rearmedAt, language) })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
