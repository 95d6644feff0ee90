import type { WorkerMessage } from './protocol';

function post(message: WorkerMessage) {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Drops the cached API answers of the account that just logged out. */
export function forgetCachedAnswers() {
  post({ type: 'logout' });
}
