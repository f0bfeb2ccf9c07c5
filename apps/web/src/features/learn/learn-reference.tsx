import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import type { LearnContent } from "./content/types.ts";
import { RichText } from "./rich-text.tsx";
import { SECTION_SCROLL_MARGIN } from "./scrollspy.ts";

/** Where the table of contents' jump puts each card (the same margin as the sections). */
const anchored = { scrollMarginTop: SECTION_SCROLL_MARGIN };

const summary =
  "focus-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-md px-3 py-2 font-medium text-fg text-sm hover:bg-surface-2 [&::-webkit-details-marker]:hidden";

/** FAQ, glossary, troubleshooting and further reading, under the sections. */
export function LearnReference({ content }: { content: LearnContent }) {
  const { t } = useTranslation();
  return (
    <>
      <Card id="faq" data-testid="learn-faq" style={anchored}>
        <CardHeader title={t("learn.faq")} />
        <CardBody className="flex flex-col gap-1">
          {content.faq.map((entry) => (
            <details
              key={entry.id}
              data-testid={`faq-${entry.id}`}
              className="group rounded-md border border-border"
            >
              <summary className={summary}>
                {entry.q}
                <ChevronDown
                  className="size-4 shrink-0 text-fg-subtle transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-3 pb-3 text-fg-muted text-sm leading-relaxed">
                <RichText text={entry.a} />
              </p>
            </details>
          ))}
        </CardBody>
      </Card>
      <Card id="glossary" data-testid="learn-glossary" style={anchored}>
        <CardHeader title={t("learn.glossary")} />
        <CardBody>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {content.glossary.map((entry) => (
              <div key={entry.id} data-testid={`glossary-${entry.id}`} className="min-w-0">
                <dt className="font-medium text-accent text-sm">{entry.term}</dt>
                <dd className="text-fg-muted text-sm leading-relaxed">{entry.def}</dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </Card>
      <Card id="troubleshooting" data-testid="learn-troubleshooting" style={anchored}>
        <CardHeader title={t("learn.troubleshooting")} />
        <CardBody className="grid gap-3 md:grid-cols-2">
          {content.troubleshooting.map((entry) => (
            <div
              key={entry.id}
              data-testid={`trouble-${entry.id}`}
              className="rounded-md border border-border p-3"
            >
              <p className="font-medium text-fg text-sm">{entry.issue}</p>
              <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-4 text-fg-muted text-sm marker:text-accent">
                {entry.fixes.map((fix) => (
                  <li key={fix}>{fix}</li>
                ))}
              </ul>
            </div>
          ))}
        </CardBody>
      </Card>
      <Card id="further-reading" data-testid="learn-further-reading" style={anchored}>
        <CardHeader title={content.furtherReading.title} />
        <CardBody>
          <ul className="flex list-disc flex-col gap-1.5 pl-4 text-fg-muted text-sm leading-relaxed marker:text-accent">
            {content.furtherReading.bullets.map((bullet) => (
              <li key={bullet}>
                <RichText text={bullet} />
              </li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </>
  );
}
