import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { markFirstPaintDone } from "../app/after-first-paint.ts";
import { initI18n, loadLanguage } from "../i18n/i18n.ts";

// jsdom lacks the layout APIs Radix primitives call.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// findBy*/waitFor give up after 1 s by default: on a busy 2-core machine a lazily loaded tab or a React
// transition can take longer than that to show, and the test failed although the screen was right.
configure({ asyncUtilTimeout: 5000 });

// Components deferred past the landing page's first paint load at once in tests.
markFirstPaintDone();

const i18n = await initI18n("en");
await loadLanguage("zh");

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage("en");
});

afterEach(() => {
  cleanup();
});
