import { appConfigResponseSchema, DEFAULT_CHAIN_ID, SWITCH_CHAIN_IDS, TESTNET_CHAIN_ID } from "@app/core";
import { TESTNET_API_URL } from "@nktkas/hyperliquid";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/**
 * `GET /api/config`: what the web app needs to know about this server: the network, the exchange URL
 * the browser posts `approveAgent` to, the chain ids, and whether server mode is available.
 */
export function configRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/config",
    {
      schema: {
        summary: "Network, exchange URL for approveAgent, chain ids, server mode",
        response: answers(appConfigResponseSchema),
      },
    },
    async (request) => {
      const services = slot.get();
      const network = services.connection.network;
      // The local exchange is mounted on this server: the browser reaches it on the origin it used.
      const exchangeUrl = network === "local" ? `${request.protocol}://${request.host}/hl` : TESTNET_API_URL;
      return {
        success: true as const,
        data: {
          network,
          exchangeUrl,
          hyperliquidChain: "Testnet" as const,
          isTestnet: true as const,
          chainIds: {
            default: DEFAULT_CHAIN_ID,
            testnet: TESTNET_CHAIN_ID,
            signatureChainId: `0x${TESTNET_CHAIN_ID.toString(16)}`,
            switch: SWITCH_CHAIN_IDS,
          },
          serverMode: services.serverModeInfo(),
          liveTrading: false as const,
        },
      };
    },
  );
}
