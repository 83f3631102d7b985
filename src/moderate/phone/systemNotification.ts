import type { WaitingNotice } from './waitingText';

/**
 * The desk's system notifications. Through a service worker of its own, scoped to /moderate
 * (public/moderate-sw.js), where there is one: Chrome on Android has no `new Notification()`
 * for pages, and an installed app on an iPhone shows them only that way; the worker also
 * opens or focuses the desk when one is tapped. Where no worker can be had (Firefox's private
 * windows), the page's own Notification, which only desktop browsers show.
 */

const WORKER = '/moderate-sw.js';
const SCOPE = '/moderate';
/** One tag: a later notification replaces the one before instead of piling up. */
const TAG = 'waiting-posts';
const ICON = '/moderate-icon-192.png';

export type NotifyAbility = 'unsupported' | 'default' | 'granted' | 'denied';

/** What this browser lets the desk do now: never asks. */
export function notifyAbility(): NotifyAbility {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  return navigator.serviceWorker.register(WORKER, { scope: SCOPE }).then(
    () => navigator.serviceWorker.ready,
    (error: unknown) => {
      console.warn('The desk has no service worker: notifications from the page', error);
      return undefined;
    },
  );
}

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** The desk's worker, registered once per page (a no-op for the browser when it has it). */
export function deskWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= workerRegistration();
  return registration;
}

/**
 * Asks for permission: call it only from the organizer turning notifications on (browsers
 * refuse, or hide, a request without a tap). Resolves with what the browser answered.
 */
export async function askToNotify(): Promise<NotifyAbility> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer === 'granted') void deskWorker();
  return answer;
}

/**
 * Shows `notice`, replacing any the desk showed before; `quiet` replaces it without sounding
 * or vibrating again (useWaitingAlerts' QUIET_MS).
 */
export async function showNotice(notice: WaitingNotice, { quiet = false } = {}): Promise<void> {
  if (notifyAbility() !== 'granted') return;
  const url = `${SCOPE}${notice.hash}`;
  const options: NotificationOptions & { renotify: boolean } = {
    body: notice.body,
    tag: TAG,
    // A new burst sounds again, though it replaces the last one's notification, unless quiet.
    renotify: !quiet,
    icon: ICON,
    data: { url },
  };
  const worker = await deskWorker();
  if (worker) {
    await worker.showNotification(notice.title, options);
    return;
  }
  const shown = new Notification(notice.title, options);
  shown.onclick = () => {
    window.focus();
    window.location.hash = notice.hash;
    shown.close();
  };
}

/** Takes the desk's notification down: the organizer is looking at the desk. */
export async function closeNotices(): Promise<void> {
  if (notifyAbility() !== 'granted' || !('serviceWorker' in navigator)) return;
  const worker = await navigator.serviceWorker.getRegistration(SCOPE);
  for (const shown of (await worker?.getNotifications({ tag: TAG })) ?? []) shown.close();
}

/** Where the worker asks the open desk to go when its notification is tapped. */
export function onNoticeTapped(go: (hash: string) => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'openDeskAt' in data) {
      const hash = (data as { openDeskAt: unknown }).openDeskAt;
      if (typeof hash === 'string' && hash.startsWith('#')) go(hash);
    }
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
