import { ArrowRight, CheckCircle2, Info, TriangleAlert } from "lucide-react";
import { useNavigation } from "../../app/navigation-store.ts";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { useWalletStore } from "../../wallet/wallet-store.ts";
import type { LearnBlock as Block } from "./content/types.ts";
import { RichText } from "./rich-text.tsx";

const TONES = {
  info: { box: "border-info/30 bg-info-soft", icon: Info, color: "text-info" },
  warning: { box: "border-warning/30 bg-warning-soft", icon: TriangleAlert, color: "text-warning" },
  success: { box: "border-profit/30 bg-profit-soft", icon: CheckCircle2, color: "text-profit" },
} as const;

/** One content block of a learn section: paragraph, list, steps, callout or call to action. */
export function LearnBlock({ block }: { block: Block }) {
  const goTo = useNavigation((state) => state.goTo);
  const connected = useWalletStore((state) => state.status === "connected");
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="text-fg-muted text-sm leading-relaxed">
          <RichText text={block.text} />
        </p>
      );
    case "list":
    case "steps": {
      const ordered = block.kind === "steps";
      const Tag = ordered ? "ol" : "ul";
      return (
        <div>
          {block.title ? <p className="mb-1.5 font-medium text-fg text-sm">{block.title}</p> : null}
          <Tag
            className={cn(
              "flex flex-col gap-1.5 text-fg-muted text-sm leading-relaxed",
              ordered ? "" : "pl-4",
            )}
          >
            {block.items.map((item, index) => (
              <li key={item} className={cn(ordered ? "flex gap-2.5" : "list-disc marker:text-accent")}>
                {ordered ? (
                  <span className="num flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent text-xs">
                    {index + 1}
                  </span>
                ) : null}
                <span className="min-w-0">
                  <RichText text={item} />
                </span>
              </li>
            ))}
          </Tag>
        </div>
      );
    }
    case "callout": {
      const tone = TONES[block.tone];
      const Icon = tone.icon;
      return (
        <div data-tone={block.tone} className={cn("flex gap-2.5 rounded-md border p-3", tone.box)}>
          <Icon className={cn("mt-0.5 size-4 shrink-0", tone.color)} aria-hidden="true" />
          <div className="min-w-0 text-sm leading-relaxed">
            {block.title ? <p className={cn("font-semibold", tone.color)}>{block.title}</p> : null}
            <p className="text-fg">
              <RichText text={block.text} />
            </p>
          </div>
        </div>
      );
    }
    case "cta":
      return (
        <div>
          <Button
            variant="outline"
            size="lg"
            data-testid={`learn-cta-${block.target}`}
            onClick={() => goTo(block.target)}
          >
            {connected && block.connectedLabel ? block.connectedLabel : block.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      );
  }
}
