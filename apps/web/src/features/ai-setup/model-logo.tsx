import { cn } from "../../ui/cn.ts";

/** The logos the app draws itself (product rules §3 lists these ids); nothing is fetched from third parties. */
const LOGOS: Readonly<Record<string, { color: string; mark: string }>> = {
  deepseek: { color: "#4D6BFE", mark: "DS" },
  qwen: { color: "#615CED", mark: "Q" },
  gpt4: { color: "#10A37F", mark: "G4" },
  claude: { color: "#D97757", mark: "C" },
  grok: { color: "#1F2937", mark: "X" },
  gemini: { color: "#4285F4", mark: "G" },
  mixtral: { color: "#F97316", mark: "M" },
  llama3: { color: "#0866FF", mark: "L3" },
  openrouter: { color: "#6467F2", mark: "OR" },
  local: { color: "#0EA5E9", mark: "LA" },
};

/** Props of {@link ModelLogo}. */
export interface ModelLogoProps {
  model: string;
  className?: string;
}

/**
 * A model's logo: a small SVG badge in the brand colour with its monogram. An unknown id falls back
 * to the robot emoji (the spec's last fallback).
 */
export function ModelLogo({ model, className }: ModelLogoProps) {
  const logo = LOGOS[model];
  if (!logo) {
    return (
      <span
        aria-hidden="true"
        className={cn("inline-flex size-9 items-center justify-center text-xl", className)}
      >
        🤖
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      className={cn("size-9 shrink-0", className)}
      data-logo={model}
    >
      <rect width="64" height="64" rx="16" fill={logo.color} />
      <path d="M10 46 L24 32 L34 40 L54 18" fill="none" stroke="white" strokeOpacity="0.25" strokeWidth="4" />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize={logo.mark.length > 1 ? 22 : 28}
        fontWeight="700"
        fill="white"
      >
        {logo.mark}
      </text>
    </svg>
  );
}
