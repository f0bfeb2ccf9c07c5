import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
// React evaluates in one task, i18next with the English catalogues and the settings (the first read of the
// browser's storage) in the next, the app's own modules in a third.
import "./app/task-boundary.ts";
import { startingLanguage } from "./i18n/browser-language.ts";
import { initI18n } from "./i18n/i18n.ts";
import "./app/task-boundary-app.ts";
import { App } from "./app/app.tsx";
import "./styles/index.css";
import { watchForFirstPaintDone } from "./app/after-first-paint.ts";
import { nextTask } from "./app/next-task.ts";
import { preloadWalletRuntime } from "./wallet/load-wallet.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// Evaluating the scripts, starting i18next and starting React each run in a task of their own: together they
// were one task of about 50 ms (200 ms on a slow phone) that a touch had to wait for.
await nextTask();
const i18n = await initI18n(startingLanguage());
await nextTask();

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
