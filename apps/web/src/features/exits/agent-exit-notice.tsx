import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Notice } from "../../ui/notice.tsx";
import { useAgentExitStatus } from "./agent-exit-status-store.ts";

/**
 * Says who moves an agent wallet's managed stops (issue 36): this tab, or another tab of this browser; and that
 * they stop moving when the tab closes, since the agent key lives only in the browser. Nothing without one.
 */
export function AgentExitNotice() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useAgentExitStatus((state) => state.status);
  if (!status) return null;
  const leading = status.role === "leading";
  return (
    <div className="flex flex-col gap-2" data-testid="agent-exit-notice" data-role={status.role}>
      <Notice
        tone={leading ? "info" : "warning"}
        title={t(leading ? "exits.tab.leadingTitle" : "exits.tab.waitingTitle")}
      >
        {t(leading ? "exits.tab.leading" : "exits.tab.waiting")}
      </Notice>
      {status.error ? (
        <Notice tone="error" live data-testid="agent-exit-error">
          {t("exits.tab.failed", { reason: errorText(status.error) })}
        </Notice>
      ) : null}
    </div>
  );
}
