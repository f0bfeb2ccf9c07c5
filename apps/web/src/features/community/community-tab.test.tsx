import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CommunityTab } from "./community-tab.tsx";

describe("the community tab", () => {
  it("labels its demo data and shows the leaderboard, models and stat tiles, with no button that does nothing", async () => {
    await renderWithProviders(<CommunityTab />);
    expect(screen.getByTestId("community-demo-banner")).toHaveTextContent(/Demo data.*V2\.0/);
    expect(screen.getAllByTestId("leader-row")).toHaveLength(10);
    expect(screen.getByText("24H · demo")).toBeInTheDocument();
    for (const name of ["24H", "7D", "30D", "View Full Leaderboard", "View Detailed Comparison"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    for (const model of ["DeepSeek", "Claude", "Qwen", "GPT-4"])
      expect(screen.getByText(model)).toBeInTheDocument();
    expect(screen.getByText("2,847")).toBeInTheDocument();
    expect(screen.getByText("$8.4M")).toBeInTheDocument();
    expect(screen.getByText("12,453")).toBeInTheDocument();
  });
});
