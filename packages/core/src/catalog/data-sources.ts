/** Ids of the nine analysis data sources (product rules §3), in display order. */
export const DATA_SOURCE_IDS = [
  "price",
  "ema",
  "macd",
  "rsi",
  "volume",
  "funding",
  "oi",
  "liquidation",
  "sentiment",
] as const;

/** One analysis data source id. */
export type DataSourceId = (typeof DATA_SOURCE_IDS)[number];

/** Which sources the user ticked: a map of id to boolean (product rules §3). */
export type DataSourceSelection = Record<DataSourceId, boolean>;

/** A data source of the chooser. Names and tooltips live in the i18n catalogue under `dataSource.<id>`. */
export interface DataSourceInfo {
  readonly id: DataSourceId;
  /** Price is required: always on, cannot be unchecked. */
  readonly required: boolean;
  readonly defaultEnabled: boolean;
}

/** The data source catalogue with the spec's defaults: price, ema, macd, rsi, volume, funding on. */
export const DATA_SOURCES: readonly DataSourceInfo[] = DATA_SOURCE_IDS.map((id) => ({
  id,
  required: id === "price",
  defaultEnabled: ["price", "ema", "macd", "rsi", "volume", "funding"].includes(id),
}));

/** How many sources the chooser shows before "show more" (product rules §2). */
export const DATA_SOURCES_SHOWN_BY_DEFAULT = 6;

/** The default selection (product rules §3). */
export const DEFAULT_DATA_SOURCES: DataSourceSelection = Object.fromEntries(
  DATA_SOURCES.map((source) => [source.id, source.defaultEnabled]),
) as DataSourceSelection;

/** A complete selection from a partial one: missing ids take their default, and price is forced on. */
export function normalizeDataSources(
  partial: Partial<Record<string, boolean>> | undefined,
): DataSourceSelection {
  const selection = { ...DEFAULT_DATA_SOURCES };
  for (const id of DATA_SOURCE_IDS) {
    const value = partial?.[id];
    if (typeof value === "boolean") selection[id] = value;
  }
  selection.price = true;
  return selection;
}
