// The landing page on its own: what a direct load of `/` gets (landing.html). React and the page,
// without the router, the data layer or the form rules, so the first visit of a slow phone
// downloads a fraction of the app. Its buttons load the app's screens as ordinary page loads.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@wf/ui/tokens.css';
import '../styles/app.css';
import { LandingPage } from '../components/LandingPage';
import { registerServiceWorker } from '../lib/service-worker';
import { landingTexts } from './texts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from landing.html');

// The reader's language first, so a Hindi reader never sees English first (as in the app).
const texts = await landingTexts();
document.title = texts.appName;

// In a transition, as the app's first screen (src/main.tsx): React renders the page in slices
// instead of one long task that a tap would wait behind.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <LandingPage go={(to) => window.location.assign(to)} texts={texts} />
    </StrictMode>,
  ),
);

registerServiceWorker();
