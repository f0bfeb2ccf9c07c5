import { type ListedAgent, shortenAddress } from "@app/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../api/use-error-text.ts";
import { translateMessage } from "../../../i18n/core-messages.ts";
import { useLanguage } from "../../../i18n/use-language.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { TextField } from "../../../ui/field.tsx";
import { AgentError } from "../../../wallet/agent/agent-error.ts";
import type { StoredAgent } from "../../../wallet/agent/agent-storage.ts";

/** Props of {@link ImportAgentDialog}. */
export interface ImportAgentDialogProps {
  /** The listed agent whose key is pasted; the dialog is open while one is set. */
  agent: ListedAgent | null;
  onClose: () => void;
  importKey: UseMutationResult<StoredAgent, Error, { listed: ListedAgent; key: string }>;
  onImported: () => void;
}

/**
 * The import-private-key dialog (product rules §5): the key must be 0x + 64 hex digits and derive the
 * agent's address; a key problem shows its own message, anything else "Import failed: message".
 */
export function ImportAgentDialog({ agent, onClose, importKey, onImported }: ImportAgentDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const [key, setKey] = useState("");
  const error = importKey.error;
  const message = !error
    ? null
    : error instanceof AgentError && error.code === "INVALID_INPUT"
      ? translateMessage(error.userMessage, language)
      : translateMessage({ key: "dialog.importFailed", params: { message: errorText(error) } }, language);
  const submit = () => {
    if (!agent || importKey.isPending) return;
    importKey.mutate(
      { listed: agent, key },
      {
        onSuccess: () => {
          setKey("");
          onImported();
        },
      },
    );
  };
  return (
    <Dialog
      open={agent !== null}
      onOpenChange={(next) => {
        if (next) return;
        setKey("");
        onClose();
      }}
      dismissible={!importKey.isPending}
      title={t("agent.import.title")}
      description={
        agent
          ? t("agent.import.description", { name: agent.name, address: shortenAddress(agent.address) })
          : undefined
      }
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="ghost" disabled={importKey.isPending} onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="primary"
            loading={importKey.isPending}
            onClick={submit}
            data-testid="agent-import-submit"
          >
            {importKey.isPending ? t("agent.import.importing") : t("agent.import.submit")}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id="agent-import-key"
          label={t("agent.import.label")}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          value={key}
          onChange={(event) => setKey(event.target.value)}
          error={message}
        />
      </form>
    </Dialog>
  );
}
