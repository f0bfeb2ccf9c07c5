/** English texts of the learn screens (part of the English catalogue). */
export const learn = {
  loading: "Loading lessons…",
  failed: "Failed to load content",
  contents: "Contents",
  faq: "Frequently asked questions",
  glossary: "Glossary",
  troubleshooting: "Troubleshooting",
};
