// Registers the service worker the build writes (vite-plugin-pwa, Workbox): it keeps the app's
// shell and scripts, so a repeat visit starts without the network and a questionnaire can be
// filled in and queued offline. Production builds only: in development Vite serves modules that
// must never be cached.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  // After the page has loaded, so installing (which downloads the app's files) never competes
  // with the first paint.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the app works as before, from the network.
    });
  });
}
