/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Link of the community chat channel in the sidebar (optional). */
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  /** Link of the community chat group in the sidebar (optional). */
  readonly VITE_COMMUNITY_GROUP_URL?: string;
  /** Link of the social account in the sidebar (optional). */
  readonly VITE_COMMUNITY_SOCIAL_URL?: string;
}
