import type { LearnContent } from "./types.ts";

/** 常见问题、术语表、故障排除和延伸阅读（中文）。 */
export const zhReference: Pick<LearnContent, "faq" | "glossary" | "troubleshooting" | "furtherReading"> = {
  faq: [
    {
      id: "real-money",
      q: "在这里会亏真钱吗？",
      a: "不会。应用只在本地模拟交易所或 Hyperliquid 测试网上交易，用的都是模拟资金。主网无法连接，实盘模式也无法开启。",
    },
    {
      id: "need-key",
      q: "必须有 AI 密钥才能开始吗？",
      a: "不需要。内置本地分析师无需密钥、完全免费。想用大语言模型时，再到「AI 设置」里添加 OpenRouter 或厂商密钥。",
    },
    {
      id: "analysis-cost",
      q: "用自己的密钥，一次分析多少钱？",
      a: "一次分析约消耗 2,000–5,000 个 token，视模型不同大约 $0.02–0.15。费用由厂商从你的密钥扣除，本应用不加收。",
    },
    {
      id: "leverage-choice",
      q: "我该用多少倍杠杆？",
      a: "新手就用应用允许的最低档：保守偏好会把杠杆控制在 5–10 倍。杠杆越高并不会提高胜率，只会让强平价更近。",
    },
    {
      id: "why-liquidated",
      q: "我设了止损，为什么仓位还是被平了？",
      a: "要么是止损触发了（可在交易所的订单历史里查看），要么是价格先碰到了强平价。止损要设在仪表盘显示的强平价之前，并留足距离。",
    },
    {
      id: "hold-not-executed",
      q: "为什么 HOLD 决策没有任何动作？",
      a: "HOLD 的意思就是“不操作”，永远不会发到交易所。如果全部是 HOLD，结果会显示“没有需要执行的交易（全部为 HOLD）”。",
    },
    {
      id: "edit-decisions",
      q: "可以修改 AI 给出的建议吗？",
      a: "可以。执行前每张卡片的数量、杠杆、止损和止盈都能改。应用会检查你的修改，拒绝时会说明原因。",
    },
    {
      id: "agent-safe",
      q: "代理钱包安全吗？",
      a: "代理只能交易，不能提现。它的私钥在你的浏览器里生成并加密，从不发给服务器；到期（默认 24 小时）自动失效，也可以随时撤销。",
    },
    {
      id: "without-agent",
      q: "不创建代理钱包能交易吗？",
      a: "能。没有代理时，在你用钱包签名登录一次之后（免费签名，不是链上交易），由服务器自己的 API 钱包替你的模拟账户下单。",
    },
    {
      id: "max-positions",
      q: "为什么最多只能持有 6 个仓位？",
      a: "多个走势相关的币种，实际上就像一个大仓位。限制在 6 个以内，一次行情波动就不会冲击整个账户。",
    },
    {
      id: "testnet-funds",
      q: "怎样获得测试网 USDC？",
      a: "本地交易所什么都不用做：第一次使用就有 10,000 模拟 USDC。Hyperliquid 测试网请用水龙头（每次 1,000 测试 USDC），但要求地址在主网用过。",
    },
    {
      id: "auto-trading-offline",
      q: "关掉浏览器后自动交易还会运行吗？",
      a: "不会，循环在你的标签页里运行。已经挂在交易所的订单，包括止损和止盈，会继续生效。",
    },
  ],
  glossary: [
    { id: "perpetual", term: "永续合约", def: "跟踪币价、没有到期日的合约，以 USDC 结算。" },
    { id: "long", term: "做多", def: "价格上涨时盈利的仓位。" },
    { id: "short", term: "做空", def: "价格下跌时盈利的仓位。" },
    { id: "margin", term: "保证金", def: "开仓和维持仓位所锁定的抵押资金。" },
    { id: "leverage", term: "杠杆", def: "仓位价值除以保证金；10 倍即 100 USDC 控制 1,000 USDC 的仓位。" },
    {
      id: "maintenance-margin",
      term: "维持保证金",
      def: "仓位必须保有的最低保证金；在 Hyperliquid 上是该币种最高杠杆所需保证金的一半。",
    },
    { id: "liquidation", term: "强平", def: "保证金跌破维持保证金时，交易所强制平掉仓位。" },
    {
      id: "cross-isolated",
      term: "全仓 / 逐仓",
      def: "全仓让各仓位共用空闲余额；逐仓让每个仓位只用自己的保证金。",
    },
    { id: "funding-rate", term: "资金费率", def: "多空双方每小时互付的费率；为正时多头付费。" },
    { id: "mark-price", term: "标记价格", def: "用于计算未实现盈亏和强平的公允价格。" },
    { id: "pnl", term: "盈亏（P&L）", def: "持仓中的是未实现盈亏，平仓后变为已实现盈亏。" },
    { id: "stop-loss", term: "止损", def: "价格朝不利方向穿过某个价位时，以市价平仓的触发单。" },
    { id: "take-profit", term: "止盈", def: "价格到达目标价时平仓的触发单。" },
    { id: "risk-reward", term: "盈亏比", def: "到止盈的距离除以到止损的距离；2 表示目标是赚到风险的两倍。" },
    { id: "reduce-only", term: "只减仓", def: "只能缩小仓位、不能开仓或反手的订单。" },
    {
      id: "maker-taker",
      term: "Maker / Taker",
      def: "挂单（Maker）在盘口等待成交，Hyperliquid 基础费率 0.015%；吃单（Taker）立即成交，费率 0.045%。",
    },
    { id: "slippage", term: "滑点", def: "预期价格与实际成交价之间的差。" },
    { id: "open-interest", term: "持仓量", def: "一个市场里所有未平仓位的总量。" },
    { id: "ema", term: "EMA", def: "指数移动平均线，越近的价格权重越大。" },
    { id: "rsi", term: "RSI", def: "相对强弱指数，0–100；高于 70 过热（超买），低于 30 过冷（超卖）。" },
    { id: "atr", term: "ATR", def: "平均真实波幅：一根 K 线的典型波动幅度，常用来设置止损。" },
    { id: "agent-wallet", term: "代理钱包", def: "经主钱包授权、可以替你的账户交易但不能提现的密钥。" },
    { id: "testnet", term: "测试网", def: "使用测试币的交易所副本，可以零风险地练习。" },
  ],
  troubleshooting: [
    {
      id: "no-wallet",
      issue: "点「连接钱包」时提示“请安装 MetaMask”",
      fixes: [
        "安装 MetaMask（或其他浏览器钱包）后刷新页面。",
        "如果已经安装，先解锁钱包，并确认它对本网站已启用。",
        "在手机上，请用钱包 App 内置的浏览器打开本应用。",
      ],
    },
    {
      id: "connect-rejected",
      issue: "连接被拒绝，或点了没反应",
      fixes: [
        "打开钱包看看：请求可能被别的窗口挡住了。",
        "如果误点了“拒绝”，再点一次「连接钱包」。",
        "钱包提示有待处理的请求却一直不弹出时，刷新页面。",
      ],
    },
    {
      id: "missing-key",
      issue: "开始分析时提示“未提供 API Key”",
      fixes: [
        "在连接同一个钱包的情况下，到「AI 设置」为所选模型保存密钥。",
        "或者改用内置本地分析师，它不需要密钥。",
      ],
    },
    {
      id: "unauthorized",
      issue: "提示“未授权，请检查 API Key”",
      fixes: [
        "从厂商网站重新复制密钥，最常见的原因是少复制了字符。",
        "确认密钥有余额，并有权限使用所选模型。",
        "OpenRouter 模式下要用 OpenRouter 的密钥，而不是厂商密钥。",
      ],
    },
    {
      id: "min-order",
      issue: "订单被拒：“Order must have minimum value of $10”",
      fixes: ["提高数量，使数量 × 价格至少为 10 USDC。", "在「AI 交易」里把下单金额设为至少 10 USDC。"],
    },
    {
      id: "insufficient-margin",
      issue: "订单因保证金不足失败",
      fixes: [
        "平掉一个仓位或减少数量：现有持仓已经占用了保证金。",
        "调小下单金额；测试网上可以去水龙头补充资金。",
      ],
    },
    {
      id: "agent-expired",
      issue: "代理钱包已过期，或通过它交易失败",
      fixes: [
        "到「AI 设置」创建新的代理；过期的代理会被自动清除。",
        "代理保存在当前标签页的会话里：新的浏览器会话需要新建代理或导入私钥。",
        "没有代理时，签名登录后应用仍可用服务器模式交易。",
      ],
    },
    {
      id: "no-positions",
      issue: "执行了决策，仪表盘却没有持仓",
      fixes: [
        "查看执行结果：每个失败的订单都有一行红字说明原因。",
        "等待下一次刷新（每 30 秒）或重新打开仪表盘。",
        "确认现在连接的钱包就是下单时用的那个。",
      ],
    },
  ],
  furtherReading: {
    title: "延伸阅读：DeFi 基础",
    bullets: [
      "什么是 DeFi：由公开的智能合约而不是银行运行的金融服务，私钥掌握在你自己手里。",
      "如何开始交易：先在测试网练习，从小仓位做起，并记录每笔交易的入场理由。",
      "风险管理基础：按止损算仓位，限制持仓数量，绝不动用生活必需的钱。",
      "Hyperliquid 官方文档（保证金、资金费率、订单类型）：https://hyperliquid.gitbook.io/hyperliquid-docs",
    ],
  },
};
