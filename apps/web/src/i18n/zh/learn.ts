import type { Catalogue } from "../en.ts";

/** Chinese texts of the learn screens (part of the Chinese catalogue). */
export const learn: Catalogue["learn"] = {
  loading: "正在加载课程…",
  failed: "内容加载失败",
  contents: "目录",
  faq: "常见问题",
  glossary: "术语表",
  troubleshooting: "故障排除",
};
