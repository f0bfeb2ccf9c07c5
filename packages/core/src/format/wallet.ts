import { DISPLAY } from "../catalog/display.ts";
import { NOT_A_NUMBER } from "./numbers.ts";

const WEI_PER_ETH = 10n ** 18n;
const WEI_PER_SHOWN_UNIT = WEI_PER_ETH / 10n ** BigInt(DISPLAY.ethDecimals);

/** An address as its first 6 and last 4 characters (product rules §2): "0x1234…abcd". */
export function shortenAddress(address: string): string {
  const { addressHead, addressTail } = DISPLAY;
  if (address.length <= addressHead + addressTail + 1) return address;
  return `${address.slice(0, addressHead)}…${address.slice(-addressTail)}`;
}

/**
 * An ETH balance to 4 decimals, no unit (product rules §2): a bigint is wei, as wallets return it, and is
 * rounded without passing through a float; a number is ETH.
 */
export function formatEth(value: bigint | number): string {
  if (typeof value === "number") {
    return Number.isFinite(value)
      ? value.toLocaleString("en-US", {
          minimumFractionDigits: DISPLAY.ethDecimals,
          maximumFractionDigits: DISPLAY.ethDecimals,
        })
      : NOT_A_NUMBER;
  }
  if (value < 0n) return `-${formatEth(-value)}`;
  const units = (value + WEI_PER_SHOWN_UNIT / 2n) / WEI_PER_SHOWN_UNIT;
  const scale = 10n ** BigInt(DISPLAY.ethDecimals);
  const whole = (units / scale).toLocaleString("en-US");
  const fraction = (units % scale).toString().padStart(DISPLAY.ethDecimals, "0");
  return `${whole}.${fraction}`;
}
