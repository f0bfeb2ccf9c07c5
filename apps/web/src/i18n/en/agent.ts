/** English texts of the agent wallet: card, create, list, import and delete dialogs, trading with it. */
export const agent = {
  title: "Agent wallet",
  description:
    "A limited key, created and kept encrypted in this browser session, that signs your trades so your main wallet is not asked for every order",
  none: "No agent wallet in this session. Create one, or import the key of one you created before.",
  viewList: "View List",
  createNew: "Create New",
  active: "Active",
  address: "Agent address",
  copy: "Copy agent address",
  copied: "Copied",
  maxOrder: "Max order size",
  timeLeft: "Time left",
  createdAt: "Created",
  revoke: "Revoke",
  revoking: "Revoking…",
  usdt: "{{amount}} USDC",
  pending: "Not registered yet",
  pendingNotice:
    "The exchange approved this agent, but the server has not saved its limits yet, so it cannot trade. Registration is retried every 30 seconds; its key stays in this browser session meanwhile.",
  retryRegister: "Retry registration",
  retrying: "Registering…",
  create: {
    title: "Create Agent",
    description:
      "The agent may place orders up to its maximum size until it expires. It can never withdraw or transfer funds.",
    maxOrderSize: "Max order size (USDC)",
    maxOrderHint: "{{min}}-{{max}} USDC, in steps of {{step}}",
    expiry: "Expiry (hours)",
    expiryHint: "{{min}}-{{max}} hours",
    hours: "{{hours}} h",
    steps:
      "Your wallet asks you to sign up to three messages: unlock the agent key for this session, the agent's limits, and its authorisation on the exchange. None of them moves funds.",
    submit: "Create Agent",
    creating: "Creating…",
  },
  list: {
    title: "Agent wallets",
    description: "The agents the exchange lists for your wallet",
    empty: "The exchange lists no agent for this wallet.",
    validUntil: "Valid until {{date}}",
    noExpiry: "No expiry",
    expired: "Expired",
    selected: "Selected",
    delete: "Delete",
    importKey: "Import Key",
    unnamed: "(unnamed)",
  },
  import: {
    title: "Import agent key",
    description:
      "Paste the private key of {{name}} ({{address}}). It is encrypted and kept only in this browser session.",
    label: "Agent private key",
    submit: "Import",
    importing: "Importing…",
  },
  delete: {
    title: "Delete this agent?",
    description: "{{name}} ({{address}}) is revoked on the exchange and can no longer trade for you.",
    confirm: "Delete",
    deleting: "Deleting…",
  },
  trading: {
    signs:
      "The agent wallet {{address}} signs these orders in this browser: no wallet signature is needed. Orders above its maximum of {{max}} USDC are refused before sending.",
    exitSignIn:
      "The exit policies chosen on the cards are set once their orders fill, and this tab then moves those stops: if this page is not signed in yet, your wallet asks for one sign-in.",
    close:
      "The agent wallet {{address}} signs a reduce-only market order and the cancellation of the position's stop-loss and take-profit orders in this browser: no wallet signature is needed.",
  },
};
