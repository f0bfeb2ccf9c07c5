// The flooding client of bench/ws-flood.ts, in its own process: from one IP it opens as many
// WebSocket connections as the exchange allows and holds the maximum of subscriptions on them,
// tries one connection and one subscription more, then prints
// `{"connections": n, "subscriptions": n, "refusedConnection": bool, "refusedSubscription": bool}`
// and keeps reading every pushed message until it is killed.
// Usage: node bench/ws/flooder.ts <ws url>
import { floodSubscriptions } from "@app/hl-sim/ws/flood";
import { HYPERLIQUID_SOCKET_LIMITS } from "@app/hl-sim/ws/limits";
import WebSocket from "ws";

const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: node bench/ws/flooder.ts <ws url>");

/** Opens a connection; false when the exchange refuses it. */
function open(): Promise<WebSocket | null> {
  const socket = new WebSocket(url ?? "");
  return new Promise((resolve) => {
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", () => resolve(null));
    socket.once("error", () => resolve(null));
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < HYPERLIQUID_SOCKET_LIMITS.connections; i += 1) {
  const socket = await open();
  if (socket) sockets.push(socket);
}
const extra = await open();
let acknowledged = 0;
let refusedSubscription = false;
for (const socket of sockets) {
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { channel: string };
    if (message.channel === "subscriptionResponse") acknowledged += 1;
    if (message.channel === "error") refusedSubscription = true;
  });
}
const { subscriptions, connectionOf } = floodSubscriptions(HYPERLIQUID_SOCKET_LIMITS.subscriptions);
subscriptions.forEach((subscription, i) => {
  sockets[connectionOf(i, sockets.length)]?.send(JSON.stringify({ method: "subscribe", subscription }));
});
while (acknowledged < subscriptions.length) await new Promise((resolve) => setTimeout(resolve, 20));
sockets[0]?.send(JSON.stringify({ method: "subscribe", subscription: { type: "allMids" } }));
while (!refusedSubscription) await new Promise((resolve) => setTimeout(resolve, 20));
console.log(
  JSON.stringify({
    connections: sockets.length,
    subscriptions: acknowledged,
    refusedConnection: extra === null,
    refusedSubscription,
  }),
);
