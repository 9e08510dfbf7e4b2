// Copy of the Tips screen. The four facts are the spec's (section 2, /tips), in its gallons; each
// carries its litres (US gallons, rounded to a figure a child can picture) to show beside them, so
// every tip and figure on the screen can be read in litres, the unit of the rest of the app.

export interface WaterFact {
  icon: string;
  figure: string;
  text: string;
  /** The spec's gallons in litres, shown beside them. */
  litres?: number;
}

export const WATER_FACTS: readonly WaterFact[] = [
  {
    icon: '🌍',
    figure: '70%',
    text: 'of Earth is covered by water, but only 2.5% of it is fresh water.',
  },
  {
    icon: '🚰',
    figure: '20 gallons',
    text: 'are wasted every day by a dripping faucet.',
    litres: 75,
  },
  { icon: '🚿', figure: '25 gallons', text: 'are used by a 5-minute shower.', litres: 95 },
  {
    icon: '🚽',
    figure: '200 gallons',
    text: 'are wasted every day by a running toilet.',
    litres: 760,
  },
];

export interface TipCategory {
  id: string;
  icon: string;
  title: string;
  tips: readonly string[];
}

export const TIP_CATEGORIES: readonly TipCategory[] = [
  {
    id: 'bathroom',
    icon: '🛁',
    title: 'Bathroom',
    tips: [
      'Keep showers to about 5 minutes: a timer or a favourite song helps.',
      'Turn off the tap while you brush your teeth or shave.',
      'Tell an adult about a toilet that keeps running: it can waste about 760 litres a day.',
      'Fit a low-flow showerhead and tap aerators: same feel, less water.',
      'Use the small flush of a dual-flush toilet whenever you can.',
      'Catch the cold water while the shower warms up and use it for plants.',
    ],
  },
  {
    id: 'kitchen',
    icon: '🍳',
    title: 'Kitchen',
    tips: [
      'Run the dishwasher only when it is full.',
      'Scrape plates instead of rinsing them before they go in the dishwasher.',
      'Wash fruit and vegetables in a bowl, then give that water to your plants.',
      'Keep a jug of drinking water in the fridge instead of running the tap until it is cold.',
      'Thaw frozen food in the fridge overnight, not under running water.',
      'Washing up by hand? Fill one basin to wash and one to rinse instead of a running tap.',
    ],
  },
  {
    id: 'laundry',
    icon: '👕',
    title: 'Laundry',
    tips: [
      'Wash full loads, or set the water level to match a small load.',
      'Choose the eco or water-saving programme.',
      'Wear jeans, jumpers and towels more than once before washing them.',
      'Use the right amount of detergent so you can skip the extra rinse.',
      'Buying a machine? Pick an efficient one with a good water-rating label.',
      'Treat stains straight away so clothes do not need a second wash.',
    ],
  },
  {
    id: 'garden-outdoor',
    icon: '🌱',
    title: 'Garden & Outdoor',
    tips: [
      'Water plants early in the morning or in the evening, when less evaporates.',
      'Use drip irrigation or a watering can instead of a hose or sprinkler.',
      'Collect rainwater in a barrel or bucket for your plants.',
      'Cover soil with mulch to keep it moist for longer.',
      'Choose native, drought-tolerant plants for balconies and gardens.',
      'Sweep paths and balconies with a broom, and wash the car with a bucket, not a hose.',
    ],
  },
  {
    id: 'home-maintenance',
    icon: '🔧',
    title: 'Home Maintenance',
    tips: [
      'Check taps and pipes for drips: a dripping tap wastes about 75 litres a day.',
      'Do the toilet dye test: add a few drops of food colouring to the tank; colour in the bowl without flushing means a leak.',
      'Read your water meter, use no water for two hours, then read it again to spot hidden leaks.',
      'Insulate hot-water pipes so hot water arrives sooner and less runs down the drain.',
      'Collect the waste water of your RO purifier and reuse it for mopping or flushing.',
      'Replace worn tap washers and have fixtures checked once a year.',
    ],
  },
  {
    id: 'lifestyle',
    icon: '🌍',
    title: 'Lifestyle',
    tips: [
      'Eat more plant-based meals: meat needs far more water to produce than grains and vegetables.',
      'Buy fewer, longer-lasting clothes: one cotton T-shirt takes about 2,700 litres of water to make.',
      'Walk, cycle or take public transport: making fuel uses water too.',
      'Waste less food: all the water used to grow it is wasted with it.',
      'Recycle paper, plastic and metal: making new materials uses lots of water.',
      'Share what you learn with your neighbours and join community water-saving drives.',
    ],
  },
];
