import { AtSign, type LucideIcon, MessageCircle, MessagesSquare } from "lucide-react";

/** A community link of the sidebar (product rules §2: chat channel, chat group, social account). */
export interface CommunityLink {
  readonly id: "chat" | "group" | "social";
  readonly url: string;
  readonly icon: LucideIcon;
}

const candidates: readonly { id: CommunityLink["id"]; url: string | undefined; icon: LucideIcon }[] = [
  { id: "chat", url: import.meta.env.VITE_COMMUNITY_CHAT_URL, icon: MessagesSquare },
  { id: "group", url: import.meta.env.VITE_COMMUNITY_GROUP_URL, icon: MessageCircle },
  { id: "social", url: import.meta.env.VITE_COMMUNITY_SOCIAL_URL, icon: AtSign },
];

/**
 * The community links configured at build time (`VITE_COMMUNITY_CHAT_URL`, `VITE_COMMUNITY_GROUP_URL`,
 * `VITE_COMMUNITY_SOCIAL_URL`). A link without a real https address is not shown: no dead links.
 */
export const COMMUNITY_LINKS: readonly CommunityLink[] = candidates.flatMap(({ id, url, icon }) =>
  typeof url === "string" && url.startsWith("https://") ? [{ id, url, icon }] : [],
);
