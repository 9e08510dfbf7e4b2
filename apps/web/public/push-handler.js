// The app's notifications (issue 30): the service worker the build writes (vite-plugin-pwa,
// Workbox's generateSW) imports this file (vite.config.ts, workbox.importScripts), so a reminder
// pushed by the server shows even when no page of the app is open, and a tap on it opens the app.
// Plain JavaScript in public/: Workbox's generated worker is not bundled with the app's modules.

const APP_NAME = 'Water Footprint Tracker';
// Where a reminder leads: answering the questionnaire again is what a check-in is.
const DEFAULT_PATH = '/questionnaire';

/** A path of this app only: a message can never send the phone to another site. */
function ownPath(url) {
  try {
    const target = new URL(url || DEFAULT_PATH, self.location.origin);
    return target.origin === self.location.origin
      ? target.pathname + target.search + target.hash
      : DEFAULT_PATH;
  } catch {
    return DEFAULT_PATH;
  }
}

/** The server sends JSON ({ title, body, url, tag, lang }); plain text is shown as the body. */
function messageOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : { body: String(data) };
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  const title = typeof message.title === 'string' && message.title ? message.title : APP_NAME;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One reminder on the screen at a time: a newer one replaces the older.
      tag: typeof message.tag === 'string' && message.tag ? message.tag : 'check-in',
      lang: typeof message.lang === 'string' ? message.lang : '',
      data: { path: ownPath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = ownPath(event.notification.data && event.notification.data.path);
  const url = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The app already open: brought to the front, on the reminder's screen.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (new URL(focused.url).pathname !== path && 'navigate' in focused) {
          // Only a page this worker controls can be navigated; another stays where it was.
          await focused.navigate(url).catch(() => undefined);
        }
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
