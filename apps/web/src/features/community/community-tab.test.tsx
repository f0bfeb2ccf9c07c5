import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render.tsx";
import { CommunityTab } from "./community-tab.tsx";

describe("the community tab", () => {
  it("labels its demo data and shows the spec's leaderboard, models, buttons and stat tiles", async () => {
    await renderWithProviders(<CommunityTab />);
    expect(screen.getByTestId("community-demo-banner")).toHaveTextContent(/Demo data.*V2\.0/);
    expect(screen.getAllByTestId("leader-row")).toHaveLength(10);
    for (const period of ["24H", "7D", "30D"])
      expect(screen.getByRole("button", { name: period })).toBeInTheDocument();
    for (const model of ["DeepSeek", "Claude", "Qwen", "GPT-4"])
      expect(screen.getByText(model)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Full Leaderboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Detailed Comparison" })).toBeInTheDocument();
    expect(screen.getByText("2,847")).toBeInTheDocument();
    expect(screen.getByText("$8.4M")).toBeInTheDocument();
    expect(screen.getByText("12,453")).toBeInTheDocument();
  });
});
