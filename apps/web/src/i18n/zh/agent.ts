import type { agent as english } from "../en/agent.ts";

/** 代理钱包的中文文本：卡片、创建、列表、导入和删除对话框，以及用它交易。 */
export const agent: typeof english = {
  title: "代理钱包",
  description:
    "一把有限权限的密钥，在本浏览器会话中创建并加密保存，由它为你的交易签名，主钱包无需每笔订单都确认",
  none: "本会话中没有代理钱包。创建一个，或导入你之前创建的代理的私钥。",
  viewList: "查看列表",
  createNew: "新建",
  active: "有效",
  address: "代理地址",
  copy: "复制代理地址",
  copied: "已复制",
  maxOrder: "最大订单金额",
  timeLeft: "剩余时间",
  createdAt: "创建时间",
  revoke: "撤销",
  revoking: "撤销中…",
  usdt: "{{amount}} USDC",
  pending: "尚未注册",
  pendingNotice:
    "交易所已授权该代理，但服务器尚未保存其限额，因此它还不能交易。系统每 30 秒重试一次注册；在此期间其密钥保留在本浏览器会话中。",
  retryRegister: "重试注册",
  retrying: "注册中…",
  create: {
    title: "创建代理",
    description: "代理可以在到期前下单，单笔不超过最大订单金额。它永远不能提取或转移资金。",
    maxOrderSize: "最大订单金额（USDC）",
    maxOrderHint: "{{min}}-{{max}} USDC，以 {{step}} 为单位",
    expiry: "有效期（小时）",
    expiryHint: "{{min}}-{{max}} 小时",
    hours: "{{hours}} 小时",
    steps:
      "钱包最多会请你签名三条消息：为本会话解锁代理密钥、签署代理的权限、在交易所授权代理。它们都不会转移资金。",
    submit: "创建代理",
    creating: "创建中…",
  },
  list: {
    title: "代理钱包",
    description: "交易所为你的钱包列出的代理",
    empty: "交易所没有为此钱包列出任何代理。",
    validUntil: "有效期至 {{date}}",
    noExpiry: "无到期时间",
    expired: "已过期",
    selected: "已选中",
    delete: "删除",
    importKey: "导入私钥",
    unnamed: "（未命名）",
  },
  import: {
    title: "导入代理私钥",
    description: "粘贴 {{name}}（{{address}}）的私钥。它会被加密，且只保存在本浏览器会话中。",
    label: "代理私钥",
    submit: "导入",
    importing: "导入中…",
  },
  delete: {
    title: "删除此代理？",
    description: "{{name}}（{{address}}）将在交易所被撤销，不能再为你交易。",
    confirm: "删除",
    deleting: "删除中…",
  },
  trading: {
    signs:
      "代理钱包 {{address}} 在本浏览器中为这些订单签名，无需钱包签名。超过其最大金额 {{max}} USDC 的订单会在发送前被拒绝。",
    exitSignIn:
      "卡片上选择的退出策略会在订单成交后设置，之后由此标签页移动这些止损：如果此页面尚未登录，钱包会请求登录一次。",
    close:
      "代理钱包 {{address}} 在本浏览器中签署一笔只减仓市价单，并撤销该仓位的止损和止盈单，无需钱包签名。",
  },
};
