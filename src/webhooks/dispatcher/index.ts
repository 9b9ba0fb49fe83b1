// The webhook dispatcher's public face: `baton serve` starts one after it listens; a separate worker
// process starts one the same way (startDispatcher with deliverySettingsFromConfig(config)).
export { startDispatcher, type Dispatcher, type DispatcherDeps } from './dispatcher.ts';
export { deliverySettings, deliverySettingsFromConfig, type DeliverySettings } from './settings.ts';
export { sendEvent, webhookUserAgent, type AttemptResult } from './send-event.ts';
