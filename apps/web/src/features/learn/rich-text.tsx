import { Fragment } from "react";

const URL_PATTERN = /(https:\/\/[^\s)，。；、]+)/g;

/** Splits text into plain parts and https links, so links in content are clickable (product rules §2). */
export function splitLinks(text: string): { text: string; href?: string }[] {
  return text
    .split(URL_PATTERN)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("https://") ? { text: part, href: part } : { text: part }));
}

/** Text with its https addresses as links that open in a new tab. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
            key={index}
            href={part.href}
            target="_blank"
            rel="noreferrer noopener"
            className="focus-ring break-all rounded-sm text-accent underline underline-offset-2 hover:text-accent-strong"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
