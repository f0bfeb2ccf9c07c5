import { create } from "zustand";

/** Kinds of session events the bell lists. */
export type NotificationKind =
  | "analysis-done"
  | "analysis-failed"
  | "execution-done"
  | "execution-failed"
  | "auto-trading-done"
  | "auto-trading-failed"
  | "position-closed"
  | "position-closed-pending"
  | "run-failure-kept"
  | "run-failures-sent"
  | "exit-policy-not-set";

/** One event of this session. */
export interface AppNotification {
  id: number;
  kind: NotificationKind;
  /** Interpolation values of the kind's message. */
  params: Record<string, string | number>;
  /** When it happened, in ms since the epoch. */
  at: number;
}

/** The session's notifications, newest first. */
export interface NotificationsState {
  items: AppNotification[];
  unread: number;
  push: (kind: NotificationKind, params?: Record<string, string | number>) => void;
  markAllRead: () => void;
  clear: () => void;
}

/** How many notifications the bell keeps. */
export const MAX_NOTIFICATIONS = 20;

let nextId = 1;

/** The notifications store (memory only: they describe this session). */
export const useNotifications = create<NotificationsState>()((set) => ({
  items: [],
  unread: 0,
  push: (kind, params = {}) =>
    set((state) => ({
      items: [{ id: nextId++, kind, params, at: Date.now() }, ...state.items].slice(0, MAX_NOTIFICATIONS),
      unread: Math.min(state.unread + 1, MAX_NOTIFICATIONS),
    })),
  markAllRead: () => set({ unread: 0 }),
  clear: () => set({ items: [], unread: 0 }),
}));
