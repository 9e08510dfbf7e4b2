// The app's name in English (the spec's), without the i18n runtime: the stand-alone landing page
// (landing.html) shows it with React alone.
export const APP_NAME = 'Water Footprint Tracker';
