/** One HTTP answer of the local exchange, independent of any HTTP framework. */
export interface HlHttpResponse {
  status: number;
  contentType: string;
  body: string;
}

/** What Hyperliquid answers (HTTP 422, text/plain) to a body it cannot decode into a request. */
export const DESERIALIZE_ERROR = "Failed to deserialize the JSON body into the target type";

/** 200 with a JSON body: the SDK rejects any other content type. */
export function jsonResponse(value: unknown): HlHttpResponse {
  return { status: 200, contentType: "application/json", body: JSON.stringify(value) };
}

/** 422 text/plain, as Hyperliquid answers malformed or unknown requests. */
export function unprocessable(): HlHttpResponse {
  return { status: 422, contentType: "text/plain", body: DESERIALIZE_ERROR };
}

/** Plain-text error for paths and failures outside Hyperliquid's API. */
export function textResponse(status: number, body: string): HlHttpResponse {
  return { status, contentType: "text/plain", body };
}

/** Standard Schema (`~standard`), which the SDK's valibot request schemas implement. */
export interface StandardSchema<T> {
  readonly "~standard": {
    readonly validate: (value: unknown) => StandardResult<T> | Promise<StandardResult<T>>;
  };
}

type StandardResult<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly unknown[] };

/**
 * Decodes a request with one of the SDK's request schemas (exactly what a Hyperliquid client sends),
 * or undefined when it does not fit. The output is normalised (decimals trimmed, hex lower-case).
 */
export async function decodeWith<T>(schema: StandardSchema<T>, value: unknown): Promise<T | undefined> {
  const result = await schema["~standard"].validate(value);
  return result.issues === undefined ? result.value : undefined;
}
