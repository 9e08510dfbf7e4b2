// Registers the service worker the build writes (vite-plugin-pwa, Workbox): it keeps the app's
// shell and scripts, so a repeat visit starts without the network and a questionnaire can be
// filled in and queued offline. Production builds only: in development Vite serves modules that
// must never be cached.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without it the app works as before, from the network.
    });
  };
  // After the page has loaded, so installing (which downloads the app's files) never competes
  // with the first paint. The app calls this once its first screen is in, which on a direct visit
  // of a screen is usually after `load` has fired: then at once, or that phone never got it (no
  // offline start, no reminders on the phone).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
