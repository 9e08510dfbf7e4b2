// The landing page's Hindi, a chunk of its own that only a Hindi reader downloads.
import { app, footer } from '../i18n/locales/hi/common.json';
import landing from '../i18n/locales/hi/landing.json';
import type { LandingTexts } from '../components/LandingPage';

export const hindi: LandingTexts = { appName: app.name, tagline: footer.tagline, ...landing };
