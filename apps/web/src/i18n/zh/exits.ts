/** 退出策略的中文文案：持仓表的止损列、其对话框与决策卡片的选择。 */
export const exits = {
  column: "止损",
  noStop: "无止损",
  noStopDetail: "该持仓在交易所没有止损单",
  edit: "退出策略",
  editLabel: "{{coin}} 的退出策略",
  kind: {
    fixed: "固定",
    breakEven: "保本",
    trailing: "追踪",
  },
  badge: {
    breakEven: "保本",
    breakEvenAt: "盈利 +{{percent}}% 时保本",
    trailingPercent: "追踪 {{percent}}%",
    trailingAtr: "追踪 {{atr}}× ATR",
    missing: "止损缺失",
  },
  kindLabel: "止损如何移动",
  kindHint: {
    fixed: "止损保持在下单时的位置。",
    breakEven:
      "当持仓盈利达到初始风险（入场价到止损价的距离）或您设定的百分比时，止损移至入场价加上往返手续费。",
    trailing: "止损按您设定的距离跟随设定以来的最优价格，只会向盈利方向移动。",
  },
  breakEvenPercent: "盈利达到（%）时移动",
  breakEvenPercentHint: "留空：盈利达到初始风险时移动。",
  trailingUnit: "距离单位",
  unit: { percent: "%", atr: "ATR" },
  trailingPercent: "距离（%）",
  trailingAtr: "距离（× 小时 ATR）",
  outOfRange: "请输入 {{min}} 到 {{max}} 之间的数字",
  required: "请输入距离",
  title: "退出策略 · {{coin}}",
  description: "{{side}} {{size}} {{coin}}，入场价 {{entry}}",
  stopNow: "交易所上的止损",
  managedByServer:
    "服务器通过修改同一订单在交易所移动此止损，页面关闭时也会继续。每次移动至少相隔一个最小价位和 5 个基点，最多每 10 秒一次。",
  missingNotice:
    "此策略管理的止损已不在交易所（在应用外被撤销或成交）：该持仓没有保护。请先设置止损，再重新设置策略。",
  save: "保存策略",
  saving: "保存中…",
  saved: "{{coin}} 的退出策略已保存",
  recent: "最近的移动",
  noEvents: "暂无移动",
  event: {
    policySet: "已设置策略",
    stopMoved: "止损已移动",
    stopHit: "止损已触发",
    targetHit: "止盈已触发",
    stopMissing: "止损缺失",
    closed: "持仓已平仓",
  },
  move: "{{from}} → {{to}}",
  replayLabel: "退出策略",
  replayHint: "入场后止损如何移动，与实盘退出管理器一致：分别以固定和追踪各运行一次即可比较。",
  cardLabel: "退出",
  proposed: "{{policy}} · AI 建议",
  cardHint: "订单成交后如何管理止损（服务器模式）；标有 AI 建议的是模型的提议",
  cardAgent: "此处由代理钱包签名下单：请在持仓建立后在持仓表中设置退出策略。",
  managedByTab:
    "代理钱包的私钥只保存在此浏览器中，因此由此标签页以修改同一订单的方式在交易所移动该止损。请保持标签页打开：关闭后止损停留在原位，不再移动。每次移动至少一个最小价位且不少于 5 个基点，最多每 10 秒一次。",
  tab: {
    leadingTitle: "此标签页正在移动您的止损",
    leading:
      "代理钱包的私钥只保存在此浏览器中，因此由此标签页在交易所移动您的保本止损和追踪止损。请保持其打开：关闭后止损停留在原位，不再移动。",
    waitingTitle: "另一个标签页正在移动您的止损",
    waiting:
      "此浏览器中本应用的另一个标签页正在移动您的保本止损和追踪止损。所有标签页关闭后，止损停留在原位，不再移动。",
    failed: "止损未能移动：{{reason}}。此标签页将在几秒后重试。",
  },
  outcome: {
    set: "已设置退出策略",
    notFilled: "未设置退出策略：订单未连同止损成交",
    failed: "未设置退出策略：服务器无法接管该止损，请在持仓上设置",
  },
} as const;
