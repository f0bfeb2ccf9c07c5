import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { initI18n } from "./i18n/i18n.ts";
import { useSettings } from "./settings/settings-store.ts";
import "./styles/index.css";
import { watchForFirstPaintDone } from "./app/after-first-paint.ts";
import { preloadWalletRuntime } from "./wallet/load-wallet.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const i18n = await initI18n(useSettings.getState().language);

// As a transition React renders the first screen in slices of a few milliseconds, yielding in between, instead
// of one long task that a slow phone cannot answer a touch during (the DOM still appears in one commit).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
});
watchForFirstPaintDone();
preloadWalletRuntime();
