/** English texts of an analysis shown while the model writes it. */
export const liveAnalysis = {
  writing: "{{model}} is writing the analysis…",
  pending: "Pending",
  waiting: "Waiting for the model's {{coin}} decision…",
  progress: "{{done}} of {{total}} decided",
  notYet: "Not written yet",
  cancel: "Cancel",
  executeLater:
    "Execute becomes available when the whole analysis is in and the rules across coins (at most 6 positions, margin) are checked.",
} as const;
