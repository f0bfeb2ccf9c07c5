import type { ExitEvent } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { Protection, ProtectionStore } from "../db/protection-store.ts";
import type { WatchedStops } from "./pushed-mark.ts";

/** An open order as the exchange lists it (`frontendOpenOrders`). */
export type OpenOrder = Awaited<ReturnType<InfoClient["frontendOpenOrders"]>>[number];

/** Each account's open orders read at most once (a pass's, shared by its managed stops and its protections). */
export function openOrdersOnce(info: Pick<InfoClient, "frontendOpenOrders">) {
  const read = new Map<`0x${string}`, Promise<OpenOrder[]>>();
  return (account: `0x${string}`): Promise<OpenOrder[]> => {
    const orders = read.get(account) ?? info.frontendOpenOrders({ user: account });
    read.set(account, orders);
    return orders;
  };
}

/**
 * How often the open protections of an address are looked at when nothing was pushed about them: a pushed order
 * update of one of them makes the next pass look at once (`flag`).
 */
export const PROTECTION_LOOK_MS = 30_000;

/** What the watch reads, records and tells through. */
export interface ProtectionWatchDeps {
  readonly store: ProtectionStore;
  readonly info: Pick<InfoClient, "orderStatus">;
  /**
   * Records a hit (a stop or take profit that triggered) as an exit event of the address, which its notification
   * channels are told of.
   */
  tell(hit: Pick<ExitEvent, "address" | "coin" | "kind" | "from" | "to">): Promise<void>;
  now(): number;
}

/**
 * Watches the stops and take profits this app placed (issue 36), with or without an exit policy, so a hit is told
 * once: a protection no longer among the account's open orders is asked of the exchange by its cloid; triggered
 * or filled, it is ended as hit and told by the one pass that ended it (a conditional update); otherwise it is
 * ended as gone (cancelled, or its sibling closed the position) without a word. A coin whose stop an exit manager
 * manages is the manager's to tell.
 */
export class ProtectionWatch {
  readonly #deps: ProtectionWatchDeps;
  /** When each address's protections were last looked at. */
  readonly #lookedAt = new Map<string, number>();
  /** Addresses whose protections the exchange pushed news of since their last look. */
  readonly #flagged = new Set<string>();

  constructor(deps: ProtectionWatchDeps) {
    this.#deps = deps;
  }

  /** The exchange pushed that an order of one of `address`'s protections left the book: look at the next pass. */
  flag(address: string): void {
    this.#flagged.add(address);
  }

  /**
   * Looks at `address`'s open protections when due (pushed news of them, or {@link PROTECTION_LOOK_MS} since the
   * last look), reading open orders through `openOrders` (the pass's, shared with the managed stops); the
   * protections still standing are added to `watched`, whose order updates the manager follows.
   */
  async look(
    address: `0x${string}`,
    watched: WatchedStops,
    openOrders: (account: `0x${string}`) => Promise<readonly OpenOrder[]>,
  ): Promise<void> {
    const standing = await this.#standing(address, openOrders);
    for (const protection of standing) watched.addProtection(protection.account, address, protection.cloid);
  }

  async #standing(
    address: `0x${string}`,
    openOrders: (account: `0x${string}`) => Promise<readonly OpenOrder[]>,
  ): Promise<Protection[]> {
    const { store, now } = this.#deps;
    const protections = await store.open(address);
    if (protections.length === 0) {
      this.#lookedAt.delete(address);
      return [];
    }
    const last = this.#lookedAt.get(address);
    if (!this.#flagged.has(address) && last !== undefined && now() - last < PROTECTION_LOOK_MS)
      return protections;
    this.#flagged.delete(address);
    this.#lookedAt.set(address, now());
    const standing: Protection[] = [];
    for (const protection of protections) {
      const open = await openOrders(protection.account);
      if (open.some((order) => order.cloid === protection.cloid)) standing.push(protection);
      else if (!(await this.#ended(protection))) standing.push(protection);
    }
    return standing;
  }

  /** A protection off the book: ended as hit (and told) or gone; false while the exchange does not say which. */
  async #ended(protection: Protection): Promise<boolean> {
    const { store, info, now } = this.#deps;
    if (await store.managed(protection)) return store.end(protection.cloid, "gone", now()).then(() => true);
    const answer = await info
      .orderStatus({ user: protection.account, oid: protection.cloid })
      .catch(() => undefined);
    if (!answer) return false;
    const status = answer.status === "order" ? answer.order.status : "unknownOid";
    // Still open: listed after the open orders were read. Looked at again later.
    if (status === "open") return false;
    const hit = status === "triggered" || status === "filled";
    if ((await store.end(protection.cloid, hit ? "hit" : "gone", now())) && hit) {
      const stop = protection.kind === "stop_loss";
      await this.#deps.tell({
        address: protection.address,
        coin: protection.coin,
        kind: stop ? "stopHit" : "targetHit",
        // As the manager records them: a stop hit at its stop, a target hit at its trigger.
        from: stop ? protection.triggerPrice : null,
        to: stop ? null : protection.triggerPrice,
      });
    }
    return true;
  }
}
