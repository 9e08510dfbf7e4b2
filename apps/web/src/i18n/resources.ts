// The English catalogues, bundled with the app: English is the fallback of every text, so it is
// there before the first render. A new namespace is one JSON file per language plus its line
// here (the catalogue test fails on a file that is not listed). Hindi is loaded on demand by
// ./language.ts, from the same file names under locales/hi.
// English that @wf/scoring already writes (the questionnaire, the account rules' messages, the
// API's refusals for too many tries, the password estimator's advice, the water model's
// categories and actions) is not copied into a JSON file: those namespaces are built from the
// package's own objects (./english/*), so every English text has one home. So are the web's own
// messages (lib/messages.ts), which its code uses as they are.
import type account from './locales/en/account.json';
import common from './locales/en/common.json';
import communityAdmin from './locales/en/community-admin.json';
import type community from './locales/en/community.json';
import type dashboard from './locales/en/dashboard.json';
import failures from './locales/en/failures.json';
import type history from './locales/en/history.json';
import type kids from './locales/en/kids.json';
import type landing from './locales/en/landing.json';
import type offline from './locales/en/offline.json';
import type publicScreens from './locales/en/public.json';
import type questionnaireHelp from './locales/en/questionnaire-help.json';
import type questionnaire from './locales/en/questionnaire.json';
import type summary from './locales/en/summary.json';
import type tips from './locales/en/tips.json';
import type water from './locales/en/water.json';
import type { limits } from './english/limits';
import type { messages } from './english/messages';
import type { password } from './english/password';
import type { WaterModelCatalogue } from './english/water-model';
import type { QuestionsCatalogue } from './english/questions';

export const en = { common, 'community-admin': communityAdmin, failures } as const;

/**
 * Namespaces of a few screens whose English comes with those screens (their route loaders call
 * loadNamespace): bundled like `common`, every page would pay for them (issue 13's budgets).
 */
export const onDemand = {
  kids: () => import('./locales/en/kids.json').then((m) => m.default),
  community: () => import('./locales/en/community.json').then((m) => m.default),
  'questionnaire-help': () => import('./locales/en/questionnaire-help.json').then((m) => m.default),
  offline: () => import('./locales/en/offline.json').then((m) => m.default),
  history: () => import('./locales/en/history.json').then((m) => m.default),
  questionnaire: () => import('./locales/en/questionnaire.json').then((m) => m.default),
  questions: () => import('./english/questions').then((m) => m.questionsCatalogue()),
  summary: () => import('./locales/en/summary.json').then((m) => m.default),
  tips: () => import('./locales/en/tips.json').then((m) => m.default),
  dashboard: () => import('./locales/en/dashboard.json').then((m) => m.default),
  // The litres, the plan, the pledges and the goal: the summary, the dashboard, the action plan.
  water: () => import('./locales/en/water.json').then((m) => m.default),
  // The visitor screens': the public layout's loader (_public.tsx) fetches them.
  public: () => import('./locales/en/public.json').then((m) => m.default),
  // Registered with Hindi only: localizeMessage shows an English message as it came, and needs
  // the English to find a message's key when Hindi is chosen.
  messages: () => import('./english/messages').then((m) => m.messages),
  // Never registered in English either: the water model's own English (@wf/scoring/water) is the
  // default value, and this catalogue is built from it (the keys Hindi translates).
  'water-model': () => import('./english/water-model').then((m) => m.waterModelCatalogue()),
  // The landing page's: the stand-alone page imports this file itself, the app's `/` loads it.
  landing: () => import('./locales/en/landing.json').then((m) => m.default),
  // /edit-profile's cards (its loader fetches them).
  account: () => import('./locales/en/account.json').then((m) => m.default),
  // The password estimator's advice (zxcvbn-ts's own English, by key): registered with Hindi
  // only, for localizeMessage to find the English sentences the meter gets from the estimator.
  password: () => import('./english/password').then((m) => m.password),
  // The API's refusals for too many tries (@wf/scoring/rate-limits): never registered in
  // English, where the API's own sentence is shown (./reasons.ts says them in Hindi by code).
  limits: () => import('./english/limits').then((m) => m.limits),
} as const;

/** Every English catalogue, for the key types. */
export type Resources = typeof en & {
  kids: typeof kids;
  community: typeof community;
  'questionnaire-help': typeof questionnaireHelp;
  offline: typeof offline;
  history: typeof history;
  questionnaire: typeof questionnaire;
  questions: QuestionsCatalogue;
  summary: typeof summary;
  tips: typeof tips;
  dashboard: typeof dashboard;
  public: typeof publicScreens;
  messages: typeof messages;
  water: typeof water;
  'water-model': WaterModelCatalogue;
  landing: typeof landing;
  account: typeof account;
  password: typeof password;
  limits: typeof limits;
};

export type Namespace = keyof Resources;
export const NAMESPACES = [...Object.keys(en), ...Object.keys(onDemand)] as Namespace[];
