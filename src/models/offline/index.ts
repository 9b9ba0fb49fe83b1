// The offline model's public surface: the AI SDK model, and the plan preview for test mode (K2).
export { createOfflineModel, offlineProvider, type OfflineModelOptions } from './offline-model.ts';
export { planTask, previewPlan } from './plan.ts';
