// The image's HEALTHCHECK: the app's liveness answer (GET /api/health), or with `exchange` as argument the
// standalone local exchange's (POST /info). Node's fetch, since slim images carry no curl.
const exchange = process.argv[2] === "exchange";
const port = exchange ? (process.env.EXCHANGE_PORT ?? "8545") : (process.env.PORT ?? "3000");
const url = exchange ? `http://127.0.0.1:${port}/info` : `http://127.0.0.1:${port}/api/health`;
const init = exchange
  ? { method: "POST", headers: { "content-type": "application/json" }, body: '{"type":"meta"}' }
  : {};
try {
  const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(4000) });
  process.exit(answer.ok ? 0 : 1);
} catch {
  process.exit(1);
}
