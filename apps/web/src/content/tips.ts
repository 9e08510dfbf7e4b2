// What the Tips screen shows beside its texts: each fact's icon and litres, each category's id
// and icon. The texts themselves (the spec's four facts, section 2 /tips, in its gallons, and
// the tips by room) have one home, the "tips" catalogue (i18n/locales/*/tips.json), by fact
// index and category id. The litres are the spec's US gallons, rounded to a figure a child can
// picture, so every figure on the screen can be read in litres, the unit of the rest of the app.

export interface WaterFact {
  icon: string;
  /** The spec's gallons in litres, shown beside them. */
  litres?: number;
}

export const WATER_FACTS: readonly WaterFact[] = [
  { icon: '🌍' },
  { icon: '🚰', litres: 75 },
  { icon: '🚿', litres: 95 },
  { icon: '🚽', litres: 760 },
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
