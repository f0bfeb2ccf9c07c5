/**
 * English details of an error answer (AppError `detail`), shown after the code's message: part of the core
 * catalogue (spread into `en`), kept apart as the one group the server's errors add to.
 */
export const enErrorDetails = {
  "errorDetail.noPosition": "{{account}} holds no {{coin}}",
  "errorDetail.sameExecutionRunning": "the same execution is running",
  "errorDetail.keyUsedForOtherOrders": "this key was first sent with other orders",
  "errorDetail.executionNotFinished": "execution {{id}} has not finished",
  "errorDetail.protectionBeingPlaced": "protection of {{id}} is being placed",
  "errorDetail.noServerExecution": "no server-mode execution {{id}} of {{address}}",
  "errorDetail.noApiWallet": "this server has no API wallet configured",
  "errorDetail.rearmGovernor": "re-arm the risk governor first",
  "errorDetail.noSession": "no sign-in session",
  "errorDetail.signedInAsOther": "signed in as {{signedIn}}, not {{address}}",
  "errorDetail.withdrawPaper": "paper and testnet funds cannot be withdrawn through this app",
  "errorDetail.replayNeedsKeyAndBudget": "a replay with your model needs its key and a budget",
  "errorDetail.replayRunningAgain": "this replay is running again",
  "errorDetail.noSuchReplay": "no such replay for this wallet",
  "errorDetail.replayEndInPast":
    "end: a replay runs on past candles only; the end must not be after the last full hour",
  "errorDetail.approvalNotByMain": "the approval was not signed by the main wallet",
  "errorDetail.maxOrderSizeRange": "maxOrderSize must be {{min}}-{{max}} USDT with 6 decimals",
  "errorDetail.approvalExpirationPassed": "the approval's expirationTime has passed",
  "errorDetail.agentNotRegistered": "{{agent}} is not registered for {{main}}",
  "errorDetail.approvalExpiredAt": "the approval expired at {{time}}",
  "errorDetail.exchangeListsNoAgent": "the exchange lists no agent {{agent}} for {{main}}",
  "errorDetail.exchangeApprovalExpired": "the exchange's approval has expired",
  "errorDetail.notSiwe": "not a Sign-In with Ethereum message",
  "errorDetail.siweDomainWindow": "the message must be for {{domain}} and within its validity window",
  "errorDetail.nonceInvalid": "the nonce is unknown, used or expired",
  "errorDetail.messageNotSignedByAddress": "the message was not signed by its address",
  "errorDetail.unparsableReply": "could not parse the response",
  "errorDetail.replyNotSchema": "response did not match schema",
  "errorDetail.openRouterOnly":
    '"{{model}}" is offered through OpenRouter only; switch the API mode to OpenRouter',
  "errorDetail.leverageOutside": "leverage {{leverage}} is outside 1-{{max}}x, the app's limit",
  "errorDetail.closeNotThrough": "the close order did not go through",
} as const;
