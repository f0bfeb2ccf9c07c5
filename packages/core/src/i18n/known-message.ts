import { en } from "./en.ts";
import type { CoreMessageKey, Message } from "./message.ts";

/** A message as an answer or a stored row carries it: any key, since it may come from another version. */
export interface WireMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A message read from an answer or a stored row as a core message, or undefined when this catalogue does not
 * know its key (a newer server's, an old row's): the caller then shows the text stored beside it.
 */
export function knownMessage(message: WireMessage | null | undefined): Message | undefined {
  if (!message) return undefined;
  const { key } = message;
  if (!Object.hasOwn(en, key) && !Object.hasOwn(en, `${key}_other`)) return undefined;
  // Checked against the English catalogue, the source of the key type.
  return message as Message & { key: CoreMessageKey };
}
