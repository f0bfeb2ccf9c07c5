import { useQuery } from "@tanstack/react-query";
import { ArrowRight, GraduationCap } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "../../app/navigation-store.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CollapsibleSection } from "../../ui/collapsible-section.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { ErrorState } from "../../ui/states.tsx";
import { useWalletStore } from "../../wallet/wallet-store.ts";
import type { LearnContent } from "./content/types.ts";
import { LearnBlock } from "./learn-block.tsx";
import { LearnReference } from "./learn-reference.tsx";
import { type ContentLoader, learnContentQuery } from "./load-content.ts";
import { SECTION_SCROLL_MARGIN, useScrollSpy } from "./scrollspy.ts";
import { TableOfContents } from "./table-of-contents.tsx";

/** The sections that start expanded (product rules §2: the first two). */
export function initiallyOpen(content: LearnContent): Record<string, boolean> {
  return Object.fromEntries(content.sections.map((section, index) => [section.id, index < 2]));
}

function LearnPage({ content }: { content: LearnContent }) {
  const { t } = useTranslation();
  const goTo = useNavigation((state) => state.goTo);
  const connected = useWalletStore((state) => state.status === "connected");
  const [open, setOpen] = useState(() => initiallyOpen(content));
  const extra = ["faq", "glossary", "troubleshooting", "further-reading"];
  const spy = useScrollSpy([...content.sections.map((section) => section.id), ...extra]);
  const entries = [
    ...content.sections.map((section) => ({ id: section.id, title: section.title })),
    { id: "faq", title: t("learn.faq") },
    { id: "glossary", title: t("learn.glossary") },
    { id: "troubleshooting", title: t("learn.troubleshooting") },
    { id: "further-reading", title: content.furtherReading.title },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card data-testid="learn-hero" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_0%_0%,var(--color-accent-soft),transparent_55%)]"
        />
        <div className="relative flex flex-col gap-3 p-5 md:p-7">
          <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent">
            <GraduationCap className="size-5" aria-hidden="true" />
          </span>
          <h2 className="font-semibold text-fg text-xl md:text-2xl">{content.hero.title}</h2>
          <p className="max-w-3xl text-fg-muted text-sm leading-relaxed">{content.hero.subheading}</p>
          <div className="flex flex-wrap gap-2 pt-1">
            {content.hero.ctas.map((cta, index) => (
              <Button
                key={cta.target}
                size="lg"
                variant={index === 0 ? "primary" : "outline"}
                data-testid={`learn-hero-cta-${cta.target}`}
                onClick={() => goTo(cta.target)}
              >
                {connected && cta.connectedLabel ? cta.connectedLabel : cta.label}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
            ))}
          </div>
        </div>
      </Card>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <TableOfContents
          entries={entries}
          active={spy.active}
          onPick={(id) => {
            setOpen((state) => (id in state ? { ...state, [id]: true } : state));
            spy.pick(id);
          }}
        />
        <div className="flex min-w-0 flex-col gap-3">
          {content.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              data-testid={`learn-section-${section.id}`}
              style={{ scrollMarginTop: SECTION_SCROLL_MARGIN }}
            >
              <CollapsibleSection
                title={<span className="text-base">{section.title}</span>}
                open={open[section.id] ?? false}
                onOpenChange={(next) => setOpen((state) => ({ ...state, [section.id]: next }))}
                contentClassName="flex flex-col gap-4 py-4"
              >
                {section.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed content set
                  <LearnBlock key={index} block={block} />
                ))}
              </CollapsibleSection>
            </section>
          ))}
          <LearnReference content={content} />
        </div>
      </div>
    </div>
  );
}

/** The Learn tab (product rules §2): the content of the current language, loaded on first view. */
export function LearnTab({ load }: { load?: ContentLoader }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(learnContentQuery(language, load));
  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-20 text-fg-muted text-sm">
        <Spinner />
        {t("learn.loading")}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          title={t("learn.failed")}
          message={query.error.message || t("learn.failed")}
          retryLabel={t("common.retry")}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Card>
    );
  }
  return <LearnPage key={language} content={query.data} />;
}
