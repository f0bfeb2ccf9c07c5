/**
 * Hyperliquid's WebSocket limits, per IP address (docs: "Rate limits and user limits"): 10
 * connections, 30 new connections a minute, 1000 subscriptions, 10 unique users across user
 * subscriptions, 2000 messages sent a minute, 100 `post` requests in flight.
 */
export interface SocketLimits {
  readonly connections: number;
  readonly newConnectionsPerMinute: number;
  readonly subscriptions: number;
  readonly users: number;
  readonly messagesPerMinute: number;
  readonly postsInFlight: number;
}

/** The limits Hyperliquid documents. */
export const HYPERLIQUID_SOCKET_LIMITS: SocketLimits = {
  connections: 10,
  newConnectionsPerMinute: 30,
  subscriptions: 1000,
  users: 10,
  messagesPerMinute: 2000,
  postsInFlight: 100,
};

const MINUTE_MS = 60_000;

/** What one IP address holds and has used this minute. */
class IpUsage {
  connections = 0;
  readonly connectedAt: number[] = [];
  subscriptions = 0;
  /** Users named by this IP's user subscriptions, with how many subscriptions name each. */
  readonly users = new Map<string, number>();
  messagesWindow = 0;
  messages = 0;
  postsInFlight = 0;

  get idle(): boolean {
    return this.connections === 0 && this.connectedAt.length === 0;
  }
}

/**
 * Counts what each IP address holds and uses against `limits`. Each check answers null when allowed
 * (and counts it), or the reason it is refused.
 */
export class SocketBudget {
  readonly #limits: SocketLimits;
  readonly #byIp = new Map<string, IpUsage>();
  readonly #now: () => number;

  constructor(limits: SocketLimits = HYPERLIQUID_SOCKET_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  #usage(ip: string): IpUsage {
    let usage = this.#byIp.get(ip);
    if (!usage) {
      usage = new IpUsage();
      this.#byIp.set(ip, usage);
    }
    return usage;
  }

  /** A new connection from `ip`. */
  connect(ip: string): string | null {
    const usage = this.#usage(ip);
    const now = this.#now();
    while (usage.connectedAt.length > 0 && (usage.connectedAt[0] ?? 0) <= now - MINUTE_MS)
      usage.connectedAt.shift();
    if (usage.connections >= this.#limits.connections) {
      return `Too many connections from this IP (at most ${this.#limits.connections})`;
    }
    if (usage.connectedAt.length >= this.#limits.newConnectionsPerMinute) {
      return `Too many new connections from this IP (at most ${this.#limits.newConnectionsPerMinute} a minute)`;
    }
    usage.connections += 1;
    usage.connectedAt.push(now);
    return null;
  }

  /** A connection from `ip` closed, releasing its subscriptions (`users`: the user of each user subscription). */
  disconnect(ip: string, subscriptions: number, users: readonly string[]): void {
    const usage = this.#usage(ip);
    usage.connections -= 1;
    usage.subscriptions -= subscriptions;
    for (const user of users) this.#releaseUser(usage, user);
    if (usage.idle) this.#byIp.delete(ip);
  }

  /** One message received from `ip`. */
  message(ip: string): string | null {
    const usage = this.#usage(ip);
    const window = Math.floor(this.#now() / MINUTE_MS);
    if (usage.messagesWindow !== window) {
      usage.messagesWindow = window;
      usage.messages = 0;
    }
    if (usage.messages >= this.#limits.messagesPerMinute) {
      return `Too many messages from this IP (at most ${this.#limits.messagesPerMinute} a minute)`;
    }
    usage.messages += 1;
    return null;
  }

  /** A new subscription from `ip`, naming `user` if it is a user subscription. */
  subscribe(ip: string, user: string | undefined): string | null {
    const usage = this.#usage(ip);
    if (usage.subscriptions >= this.#limits.subscriptions) {
      return `Too many subscriptions from this IP (at most ${this.#limits.subscriptions})`;
    }
    if (user !== undefined && !usage.users.has(user) && usage.users.size >= this.#limits.users) {
      return `Too many unique users in subscriptions from this IP (at most ${this.#limits.users})`;
    }
    usage.subscriptions += 1;
    if (user !== undefined) usage.users.set(user, (usage.users.get(user) ?? 0) + 1);
    return null;
  }

  /** A subscription from `ip` ended. */
  unsubscribe(ip: string, user: string | undefined): void {
    const usage = this.#usage(ip);
    usage.subscriptions -= 1;
    if (user !== undefined) this.#releaseUser(usage, user);
  }

  /** A `post` from `ip` starts; call `postDone` once it is answered. */
  post(ip: string): string | null {
    const usage = this.#usage(ip);
    if (usage.postsInFlight >= this.#limits.postsInFlight) {
      return `Too many post requests in flight from this IP (at most ${this.#limits.postsInFlight})`;
    }
    usage.postsInFlight += 1;
    return null;
  }

  /** A `post` from `ip` was answered. */
  postDone(ip: string): void {
    this.#usage(ip).postsInFlight -= 1;
  }

  #releaseUser(usage: IpUsage, user: string): void {
    const left = (usage.users.get(user) ?? 1) - 1;
    if (left > 0) usage.users.set(user, left);
    else usage.users.delete(user);
  }
}
