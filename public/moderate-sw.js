// The organizer's desk's service worker, scoped to /moderate (src/moderate/phone/systemNotification.ts):
// it shows the desk's notifications and, when one is tapped, brings the desk forward at the
// waiting post. It handles no fetch: the desk needs the network to be live, and guests' pages
// are outside its scope.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  // Only the desk, on this site, whatever a notification's data says.
  let url = new URL(typeof data?.url === 'string' ? data.url : '/moderate', self.location.origin);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/moderate')) {
    url = new URL('/moderate', self.location.origin);
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const desk = windows.find((client) => new URL(client.url).pathname.startsWith('/moderate'));
      if (!desk) {
        await self.clients.openWindow(url.href);
        return;
      }
      await desk.focus();
      desk.postMessage({ openDeskAt: url.hash });
    })(),
  );
});
