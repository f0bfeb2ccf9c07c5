import { type ApiMode, providersForMode } from "@app/core";
import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useApiKeys } from "../../settings/api-keys/api-keys-store.ts";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import { KeyGuide } from "./key-guide.tsx";
import { ProviderKeyRow } from "./provider-key-row.tsx";

/** The API mode switch and one key row per provider of the mode (product rules §2, §4). */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const mode = useApiKeys((state) => state.mode);
  const setMode = useApiKeys((state) => state.setMode);
  const connected = useApiKeys((state) => state.address !== null);
  return (
    <Card>
      <CardHeader
        title={t("aiSetup.keys.title")}
        description={t("aiSetup.keys.description")}
        icon={<KeyRound className="size-4" aria-hidden="true" />}
      />
      <CardBody className="flex flex-col gap-4">
        <SegmentedControl<ApiMode>
          aria-label={t("aiSetup.keys.modeLabel")}
          value={mode}
          onValueChange={(next) => {
            if (connected) setMode(next);
          }}
          segments={[
            { value: "openrouter", label: t("aiSetup.keys.modeOpenRouter"), testId: "mode-openrouter" },
            { value: "native", label: t("aiSetup.keys.modeNative"), testId: "mode-native" },
          ]}
        />
        <p className="text-fg-muted text-xs">
          {mode === "openrouter" ? t("aiSetup.keys.openRouterHint") : t("aiSetup.keys.nativeHint")}
        </p>
        <div className="flex flex-col gap-3">
          {providersForMode(mode).map((provider) => (
            <ProviderKeyRow key={provider.id} provider={provider.id} />
          ))}
        </div>
        <KeyGuide />
      </CardBody>
    </Card>
  );
}
