// What the Tips screen shows beside its texts: each fact's icon and litres, each category's id
// and icon. The texts themselves (the spec's four facts, section 2 /tips, in its gallons, and
// the tips by room) have one home, the "tips" catalogue (i18n/locales/*/tips.json), by fact
// index and category id. Beside the spec's gallons stands the water model's own figure for the
// same thing where it has one (a leak is one figure everywhere, issue 27 item 4: the spec's US
// drip of 20 gallons is not the model's 32 litres), and the spec's figure in litres otherwise.
import { TIP_FIGURES } from '@wf/scoring/water/tip-figures';

/** US gallons in litres. */
const LITRES_PER_GALLON = 3.785;

export interface WaterFact {
  icon: string;
  /** The litres shown beside the spec's gallons, as text. */
  litres?: string;
  /** Whether they are the model's figure ("in our homes") or the spec's gallons converted. */
  fromModel?: boolean;
}

export const WATER_FACTS: readonly WaterFact[] = [
  { icon: '🌍' },
  { icon: '🚰', litres: TIP_FIGURES.leak, fromModel: true },
  { icon: '🚿', litres: TIP_FIGURES.shower, fromModel: true },
  // The model has no running toilet (its leaks are drips): the spec's 200 gallons in litres.
  { icon: '🚽', litres: String(Math.round((200 * LITRES_PER_GALLON) / 10) * 10) },
];

export interface TipCategory {
  id: string;
  icon: string;
}

export const TIP_CATEGORIES: readonly TipCategory[] = [
  { id: 'bathroom', icon: '🛁' },
  { id: 'kitchen', icon: '🍳' },
  { id: 'laundry', icon: '👕' },
  { id: 'garden-outdoor', icon: '🌱' },
  { id: 'home-maintenance', icon: '🔧' },
  { id: 'lifestyle', icon: '🌍' },
];
