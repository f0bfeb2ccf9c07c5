import type { Catalogue } from "../en.ts";

/** Chinese texts of the onboarding screens (part of the Chinese catalogue). */
export const onboarding: Catalogue["onboarding"] = {
  title: "欢迎使用 HL AI Trader",
  welcome:
    "AI 帮你分析加密货币永续合约，由你决定交易什么；全部在模拟资金的纸面账户上进行。三步完成第一笔交易：",
  steps: {
    selectAi: {
      title: "选择 AI",
      body: "选一个替你分析行情的模型。内置本地分析师无需密钥、完全免费；填入自己的 OpenRouter 或厂商密钥即可使用大模型。",
    },
    connectDex: {
      title: "连接交易所",
      body: "连接浏览器钱包，钱包地址就是你在测试网或本地交易所上的账户。全程不会动用真实资金。",
    },
    setupStrategy: {
      title: "设置策略",
      body: "写下你的交易思路，选好下单金额、风险偏好和关注的币种。",
    },
  },
  tradingPair: "交易对",
  tradingPairTip:
    "交易对由交易的资产和计价货币组成。ETH/USDT 表示 1 个 ETH 值多少美元；本应用的永续合约统一以 USDC 结算。",
  beginner: "我是新手",
  startSetup: "开始设置",
};
