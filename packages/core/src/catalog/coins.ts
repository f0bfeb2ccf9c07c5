/** Market category of a catalogue coin (product rules §3). */
export type CoinCategory = "major" | "popular" | "meme";

/** One entry of the coin catalogue (product rules §3). */
export interface CoinInfo {
  /** Symbol the product shows and the AI reasons about, e.g. "PEPE". */
  readonly symbol: CoinSymbol;
  /** Human name, e.g. "Pepe". */
  readonly name: string;
  readonly category: CoinCategory;
  /** Brand colour used for the coin's icon badge. */
  readonly color: string;
  /**
   * Name of the perpetual on Hyperliquid. Meme coins with tiny prices trade as 1000× contracts
   * (`kPEPE` = 1000 PEPE); quantities and prices in orders are always in the exchange's units.
   */
  readonly exchangeName: string;
}

/** The 25 catalogue symbols, majors first, in the spec's order. */
export const COIN_SYMBOLS = [
  "BTC",
  "ETH",
  "SOL",
  "BNB",
  "XRP",
  "DOGE",
  "AVAX",
  "MATIC",
  "LINK",
  "UNI",
  "ATOM",
  "LTC",
  "DOT",
  "ADA",
  "NEAR",
  "APT",
  "ARB",
  "OP",
  "SUI",
  "FTM",
  "HYPE",
  "PEPE",
  "SHIB",
  "WIF",
  "BONK",
] as const;

/** A symbol of the coin catalogue. */
export type CoinSymbol = (typeof COIN_SYMBOLS)[number];

const entry = (
  symbol: CoinSymbol,
  name: string,
  category: CoinCategory,
  color: string,
  exchangeName: string = symbol,
): CoinInfo => ({ symbol, name, category, color, exchangeName });

/** The coin catalogue of product rules §3: 6 majors, 15 popular coins, 4 meme coins. */
export const COINS: readonly CoinInfo[] = [
  entry("BTC", "Bitcoin", "major", "#F7931A"),
  entry("ETH", "Ethereum", "major", "#627EEA"),
  entry("SOL", "Solana", "major", "#14F195"),
  entry("BNB", "BNB", "major", "#F3BA2F"),
  entry("XRP", "XRP", "major", "#23292F"),
  entry("DOGE", "Dogecoin", "major", "#C2A633"),
  entry("AVAX", "Avalanche", "popular", "#E84142"),
  entry("MATIC", "Polygon", "popular", "#8247E5"),
  entry("LINK", "Chainlink", "popular", "#2A5ADA"),
  entry("UNI", "Uniswap", "popular", "#FF007A"),
  entry("ATOM", "Cosmos", "popular", "#6F7390"),
  entry("LTC", "Litecoin", "popular", "#345D9D"),
  entry("DOT", "Polkadot", "popular", "#E6007A"),
  entry("ADA", "Cardano", "popular", "#0033AD"),
  entry("NEAR", "NEAR Protocol", "popular", "#00C08B"),
  entry("APT", "Aptos", "popular", "#4CD7D0"),
  entry("ARB", "Arbitrum", "popular", "#28A0F0"),
  entry("OP", "Optimism", "popular", "#FF0420"),
  entry("SUI", "Sui", "popular", "#4DA2FF"),
  entry("FTM", "Fantom", "popular", "#1969FF"),
  entry("HYPE", "Hyperliquid", "popular", "#50E3C2"),
  entry("PEPE", "Pepe", "meme", "#3D9B3D", "kPEPE"),
  entry("SHIB", "Shiba Inu", "meme", "#FFA409", "kSHIB"),
  entry("WIF", "dogwifhat", "meme", "#B5835A"),
  entry("BONK", "Bonk", "meme", "#F8A51C", "kBONK"),
];

/** Default coins for analysis and auto trading (product rules §9). */
export const DEFAULT_COINS: readonly CoinSymbol[] = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"];

const bySymbol = new Map<string, CoinInfo>(COINS.map((coin) => [coin.symbol, coin]));
const byExchangeName = new Map<string, CoinInfo>(COINS.map((coin) => [coin.exchangeName, coin]));

/** Whether a string is a catalogue symbol. */
export function isCoinSymbol(value: string): value is CoinSymbol {
  return bySymbol.has(value);
}

/** The catalogue entry of a symbol, or undefined for an unknown one. */
export function findCoin(symbol: string): CoinInfo | undefined {
  return bySymbol.get(symbol);
}

/** The Hyperliquid market name of a catalogue symbol (`PEPE` → `kPEPE`); unknown names pass through. */
export function toExchangeCoin(symbol: string): string {
  return bySymbol.get(symbol)?.exchangeName ?? symbol;
}

/** The catalogue symbol of a Hyperliquid market name (`kPEPE` → `PEPE`); unknown names pass through. */
export function fromExchangeCoin(exchangeName: string): string {
  return byExchangeName.get(exchangeName)?.symbol ?? exchangeName;
}

/**
 * The catalogue symbol a loosely written coin names, or undefined: accepts any case and the exchange
 * name, since models answer "btc" or "kPEPE" as often as "BTC".
 */
export function toCoinSymbol(value: string): CoinSymbol | undefined {
  const symbol = fromExchangeCoin(value.trim()).toUpperCase();
  return isCoinSymbol(symbol) ? symbol : undefined;
}

/** Coins of one category, in catalogue order. */
export function coinsByCategory(category: CoinCategory): readonly CoinInfo[] {
  return COINS.filter((coin) => coin.category === category);
}
