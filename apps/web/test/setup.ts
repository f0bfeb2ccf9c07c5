import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import * as React from "react";
import { afterEach, beforeEach } from "vitest";
import { markFirstPaintDone } from "../src/app/after-first-paint.ts";
import { initI18n, loadLanguage } from "../src/i18n/i18n.ts";

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

// React's development build records an "owner stack" for every element it creates (an Error with a
// captured stack trace plus a console task, ~20–30 µs each, up to 10,000 per second): a fifth of the web
// tests' CPU went there. They only enrich the component stacks printed with React's dev warnings; the
// warnings themselves, rendering and every check are unchanged. The counter React compares with its limit
// reads as full, so elements take the shared "unknown owner" stack instead.
const reactInternals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (typeof reactInternals === "object" && reactInternals && "recentlyCreatedOwnerStacks" in reactInternals) {
  Object.defineProperty(reactInternals, "recentlyCreatedOwnerStacks", { get: () => 1e4, set: () => {} });
}

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
