import type { Catalogue } from "../en.ts";

/** Chinese texts of the AI auto-trading panel (part of the Chinese catalogue). */
export const autoTrading: Catalogue["autoTrading"] = {
  title: "AI 自动交易",
  description: "按下方设置定时分析并交易",
  interval: "间隔（分钟）",
  start: "启动",
  stop: "停止",
  status: {
    label: "状态",
    stopped: "已停止",
    running: "运行中",
    analyzing: "分析中...",
    unknown: "未知",
  },
  nextRun: "下次运行",
  otherTab: "正在本浏览器的另一个标签页中运行；该标签页关闭后由本页接管。",
  config: {
    title: "每次运行使用",
    summary: "{{model}} · {{coins}} · {{risk}}",
    hint: "启动时采用「AI 交易」中选择的模型、币种、数据源和风险偏好。",
  },
  place: {
    label: "运行位置",
    browser: "本浏览器",
    server: "服务器",
    moveFailed: "无法切换运行位置",
    serverUnavailable: "此服务器未配置服务器模式钱包，自动交易无法在服务器上运行。",
  },
  server: {
    about: "在应用服务器上运行，关闭浏览器后也会继续。交易通过服务器钱包为您的模拟账户下单。",
    modelNote: "服务器始终使用内置的本地分析器：您的模型密钥不会离开本浏览器。",
    signedOut: "请先签名登录，才能查看和控制服务器上的自动交易。",
    signIn: "签名登录",
    loading: "正在加载服务器上的自动交易...",
    loadFailed: "无法加载服务器上的自动交易",
    saveFailed: "无法保存服务器上的计划",
    retry: "重试",
    historySignedOut: "签名登录后即可查看服务器上的运行记录。",
  },
  serverMode:
    "在应用有标签页打开时于本浏览器中运行。交易通过应用的服务器钱包为您的模拟账户下单，需先签名登录一次。",
  tips: {
    title: "提示",
    short: "15-60 分钟适合短线交易",
    long: "60-240 分钟适合长线交易",
  },
  history: {
    title: "运行记录",
    empty: "暂无运行记录。启动后第一次运行会显示在这里。",
    success: "成功",
    failed: "失败",
    error: "错误",
    executed: "已执行 {{executed}}/{{total}} 笔订单",
    noTrades: "没有需要执行的交易",
  },
};
