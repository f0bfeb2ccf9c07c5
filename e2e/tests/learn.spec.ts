import { expect, type Page, test } from "@playwright/test";

/** The table of contents entry the reader is on (aria-current="location"). */
const activeEntry = (page: Page) => page.locator('[data-testid="learn-toc"] a[aria-current="location"]');

test("a first visit: onboarding → Learn (contents, a collapsed section, FAQ, glossary, troubleshooting) → Chinese → Community", async ({
  page,
}) => {
  await page.goto("/");

  // A fresh profile is welcomed, and "I'm a Beginner" opens the Learn tab.
  await expect(page.getByTestId("onboarding")).toBeVisible();
  await page.getByTestId("onboarding-beginner").click();
  await expect(page.getByTestId("onboarding")).toBeHidden();
  await expect(page.getByTestId("header-title")).toHaveText("Learn Center");
  await expect(page.getByTestId("learn-hero")).toBeVisible();
  await expect(activeEntry(page)).toHaveAttribute("data-testid", "toc-getting-started");

  // "Risk management" starts collapsed: its entry opens it, jumps to it and is marked as being read.
  const risk = page.getByTestId("learn-section-risk");
  await expect(risk.getByRole("button", { name: "Risk management" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await page.getByTestId("toc-risk").click();
  await expect(risk.getByRole("button", { name: "Risk management" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(risk).toContainText("At most 6 positions");
  await expect(risk).toBeInViewport();
  await expect(activeEntry(page)).toHaveAttribute("data-testid", "toc-risk");

  // Scrolling on moves the highlight with the reader.
  await page.getByTestId("learn-section-agent-wallets").scrollIntoViewIfNeeded();
  await page
    .getByTestId("learn-section-ai-keys")
    .evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expect(activeEntry(page)).not.toHaveAttribute("data-testid", "toc-risk");

  // The FAQ opens an answer; the glossary and troubleshooting are there, each reachable from the contents.
  await page.getByTestId("toc-faq").click();
  await expect(activeEntry(page)).toHaveAttribute("data-testid", "toc-faq");
  const firstAnswer = page.getByTestId("faq-real-money");
  await firstAnswer.getByText("Can I lose real money here?").click();
  await expect(firstAnswer).toHaveAttribute("open", "");
  await expect(page.getByTestId("learn-faq").locator("details")).toHaveCount(await countOf(page, "faq-"));
  expect(await countOf(page, "faq-")).toBeGreaterThanOrEqual(12);
  await page.getByTestId("toc-glossary").click();
  await expect(page.getByTestId("learn-glossary")).toBeInViewport();
  expect(await countOf(page, "glossary-")).toBeGreaterThanOrEqual(20);
  await page.getByTestId("toc-troubleshooting").click();
  await expect(page.getByTestId("learn-troubleshooting")).toBeInViewport();
  expect(await countOf(page, "trouble-")).toBeGreaterThanOrEqual(8);

  // Chinese: the same structure reads in Chinese.
  await page.getByTestId("language-switch").click();
  await expect(page.getByTestId("header-title")).toHaveText("学习中心");
  await expect(
    page.getByTestId("learn-section-risk").getByRole("button", { name: "风险管理" }),
  ).toBeVisible();
  await expect(page.getByTestId("faq-real-money")).toContainText("在这里会亏真钱吗？");
  expect(await countOf(page, "glossary-")).toBeGreaterThanOrEqual(20);
  expect(await countOf(page, "trouble-")).toBeGreaterThanOrEqual(8);

  // The community tab, labelled as demo data.
  await page.getByTestId("tab-community").click();
  await expect(page.getByTestId("community-demo-banner")).toContainText("演示数据");
  await expect(page.getByTestId("leader-row")).toHaveCount(10);
  await expect(page.getByTestId("community-models")).toBeVisible();
});

/** How many elements carry a test id starting with `prefix`. */
function countOf(page: Page, prefix: string): Promise<number> {
  return page.locator(`[data-testid^="${prefix}"]`).count();
}
