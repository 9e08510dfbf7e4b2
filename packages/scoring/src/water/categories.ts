// The model's categories of water use and their plain-English names.

export const DIRECT_CATEGORY_KEYS = [
  'bathing',
  'toilet',
  'laundry',
  'kitchen',
  'brushing',
  'garden',
  'vehicle',
  'leaks',
] as const;
export type DirectCategoryKey = (typeof DIRECT_CATEGORY_KEYS)[number];

export const VIRTUAL_CATEGORY_KEYS = ['food', 'drinks', 'clothes', 'travel'] as const;
export type VirtualCategoryKey = (typeof VIRTUAL_CATEGORY_KEYS)[number];

/** Plain-English names for charts (English; translations live with the web). */
export const CATEGORY_LABELS: Record<DirectCategoryKey | VirtualCategoryKey, string> = {
  bathing: 'Bathing',
  toilet: 'Toilet',
  laundry: 'Washing clothes',
  kitchen: 'Kitchen and drinking',
  brushing: 'Brushing teeth',
  garden: 'Plants',
  vehicle: 'Washing the vehicle',
  leaks: 'Leaks',
  food: 'Meat, chicken and fish',
  drinks: 'Tea and coffee',
  clothes: 'New clothes',
  travel: 'Travel',
};
