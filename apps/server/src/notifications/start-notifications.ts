import type { Config } from "../config/config.ts";
import type { NotificationStore } from "../db/notification-store.ts";
import {
  InProcessNotificationQueue,
  type NotificationQueue,
  PgBossNotificationQueue,
  type RetryOptions,
} from "./notification-queue.ts";
import { NotificationService } from "./notification-service.ts";
import { Notifier } from "./notifier.ts";
import { loadSecretKey, SecretBox } from "./secret-box.ts";

/** The running notifications of one server: what delivers them, what queues them, and the queue to stop. */
export interface RunningNotifications {
  readonly notifications: NotificationService;
  readonly notifier: Notifier;
  readonly queue: NotificationQueue;
}

/**
 * Notifications outside the browser: an outbox in the database, delivered by pg-boss when servers share
 * PostgreSQL, else in this process; the order path only writes to the outbox. Starts delivering, and on PGlite
 * queues again the rows a stopped server left undelivered (pg-boss keeps its own jobs).
 */
export async function startNotifications(
  config: Config,
  store: NotificationStore,
  now: () => number,
  log: { error(details: object, message: string): void },
  options: RetryOptions = {},
): Promise<RunningNotifications> {
  const queue = config.databaseUrl
    ? new PgBossNotificationQueue(
        config.databaseUrl,
        (error) => log.error({ err: error }, "notification queue"),
        options,
      )
    : new InProcessNotificationQueue(options);
  const notifications = new NotificationService(
    store,
    new SecretBox(await loadSecretKey(config.notify.secretKey, config.dataDir)),
    { telegramApiUrl: config.notify.telegramApiUrl, privateWebhooks: config.notify.privateWebhooks, now },
  );
  const notifier = new Notifier(store, queue, now, log);
  await queue.work((id) => notifications.deliver(id));
  if (!config.databaseUrl) await queue.send(await store.pending(1_000));
  return { notifications, notifier, queue };
}
