// The one definition of the 31 questions. The web renders from it, the API validates against it
// and the exports take their column headers from it, so nothing else may restate options.
//
// Option order matters: the scoring table (scoring.ts) gives points by an option's position, so
// each list is written in the order the table's indices refer to. 'Not Applicable', where a
// question has it, is always the last option.

export type Section = 'Direct Water Use' | 'Indirect Water Use' | 'Awareness and Engagement';
export type Page = 1 | 2 | 3 | 4;

export const NOT_APPLICABLE = 'Not Applicable';

export const QUESTION_KEYS = [
  'q1_householdSize',
  'q2_laundryFrequency',
  'q3_laundryFullLoads',
  'q4_dishwasherFrequency',
  'q5_dishwasherFullLoads',
  'q6_washVesselsByHandFrequency',
  'q7_washVesselsByHandMethod',
  'q8_showerDuration',
  'q9_showerFrequency',
  'q10_bathtubFrequency',
  'q11_bathtubUsage',
  'q12_bucketAmount',
  'q13_bucketFrequency',
  'q14_vehicleWashFrequency',
  'q15_vehicleWashMethod',
  'q16_tapWhileBrushing',
  'q17_leakyFaucets',
  'q18_faucetAerators',
  'q19_waterSavingFlush',
  'q20_roWasteWater',
  'q21_plantWatering',
  'q22_dripIrrigation',
  'q23_meatConsumption',
  'q24_coffeeConsumption',
  'q25_clothingPurchase',
  'q26_clothingMaterials',
  'q27_commuteMethod',
  'q28_conservationImportance',
  'q29_awareOfFootprint',
  'q30_conservationActions',
  'q31_tipsInterest',
] as const;

export type QuestionKey = (typeof QUESTION_KEYS)[number];

/** A complete answer set: each value is the chosen option's text. */
export type Responses = Record<QuestionKey, string>;

export interface Question {
  /** 1..31, continuous across pages. */
  number: number;
  key: QuestionKey;
  text: string;
  section: Section;
  page: Page;
  options: readonly string[];
  /**
   * Child-friendly advice shown when this answer is one of the user's weakest. A litre figure
   * in it is named, never written ({{leak}}: TIP_FIGURES of water/tip-figures, the
   * water model's own), and filled in where it shows: by i18next on the web (in every
   * language), by withTipFigures() anywhere else.
   */
  tip: string;
}

export const PAGE_SIZES = [9, 13, 5, 4] as const;
/** Where each page starts in QUESTIONS: the sizes of the pages before it, added up. */
export const PAGE_OFFSETS: readonly number[] = PAGE_SIZES.map((_, page) =>
  PAGE_SIZES.slice(0, page).reduce((sum: number, size) => sum + size, 0),
);

// Shared scales, so that questions asking the same kind of thing read the same way.
const HABIT = ['Always', 'Usually', 'Sometimes', 'Rarely', 'Never'] as const;
const YES_NO = ['Yes', 'No'] as const;
const NA = NOT_APPLICABLE;

type QuestionDef = Pick<Question, 'key' | 'text' | 'options' | 'tip'>;

const DEFINITIONS: readonly QuestionDef[] = [
  {
    key: 'q1_householdSize',
    text: 'How many people live in your home?',
    options: ['1', '2', '3', '4', '5+'],
    tip: 'More people means more water, so small habits from everyone add up. Make saving water a family game!',
  },
  {
    key: 'q2_laundryFrequency',
    text: 'How often are clothes washed in your home?',
    options: [
      'Once a week or less',
      '2-3 times a week',
      '4-5 times a week',
      'Once a day',
      'More than once a day',
    ],
    tip: 'Wait until there are enough clothes for a full wash, so the washing happens fewer times.',
  },
  {
    key: 'q3_laundryFullLoads',
    text: 'Do you wait for a full load before running the washing machine?',
    options: HABIT,
    tip: 'A small load uses almost as much water as a full one. Fill the machine before you start it.',
  },
  {
    key: 'q4_dishwasherFrequency',
    text: 'How often do you run the dishwasher?',
    options: [
      'Once a week or less',
      '2-3 times a week',
      '4-6 times a week',
      'Once a day',
      'More than once a day',
      NA,
    ],
    tip: 'Run the dishwasher less often by waiting until it is full.',
  },
  {
    key: 'q5_dishwasherFullLoads',
    text: 'Do you wait until the dishwasher is full before running it?',
    options: [...HABIT, NA],
    tip: 'Scrape food into the bin instead of rinsing plates, and run the dishwasher only when it is full.',
  },
  {
    key: 'q6_washVesselsByHandFrequency',
    text: 'How many times a day are vessels (plates, pots and pans) washed by hand at home?',
    options: ['Once a day or less', 'Twice a day', '3 times a day', 'More than 3 times a day', NA],
    tip: 'Collect the vessels and wash them together once or twice a day instead of one at a time.',
  },
  {
    key: 'q7_washVesselsByHandMethod',
    text: 'How are vessels washed by hand?',
    options: [
      'With the tap running all the time',
      'Tap turned off while scrubbing, on to rinse',
      'In a basin of soapy water, rinsed in a second basin',
      'Soaked first, then rinsed with a mug of water',
      NA,
    ],
    tip: 'Wash vessels in a basin of soapy water and rinse them in a second basin, not under a running tap.',
  },
  {
    key: 'q8_showerDuration',
    text: 'How long is your usual shower?',
    options: ['5 minutes or less', '6-10 minutes', '11-15 minutes', 'More than 15 minutes', NA],
    tip: 'Try a 5-minute shower: play your favourite song and finish before it ends!',
  },
  {
    key: 'q9_showerFrequency',
    text: 'How often do you take a shower?',
    options: ['Less than once a day', 'Once a day', 'Twice a day', 'More than twice a day', NA],
    tip: 'One short shower a day is enough for most people.',
  },
  {
    key: 'q10_bathtubFrequency',
    text: 'How often do you take a bath in a bathtub?',
    options: [
      'Rarely (a few times a year)',
      'About once a month',
      'About once a week',
      'More than once a week',
      NA,
    ],
    tip: 'A full bathtub holds the water of {{tub}} five-minute showers. Choose a shower or bucket bath instead.',
  },
  {
    key: 'q11_bathtubUsage',
    text: 'How full do you fill the bathtub?',
    options: [
      'Full to the top',
      'About three-quarters full',
      'About half full',
      'A quarter full or less',
      NA,
    ],
    tip: 'If you take a bath, fill the tub only a quarter of the way.',
  },
  {
    key: 'q12_bucketAmount',
    text: 'How much water do you use for one bucket bath?',
    options: [
      'Half a bucket or less',
      'One bucket',
      'One and a half buckets',
      'Two buckets or more',
      NA,
    ],
    tip: 'Use a mug and one bucket of water. You can get really clean with less!',
  },
  {
    key: 'q13_bucketFrequency',
    text: 'How often do you take a bucket bath instead of a shower?',
    options: ['Always', 'Most days', 'Sometimes', 'Rarely', NA],
    tip: 'A bucket bath uses much less water than a long shower. Try it more often.',
  },
  {
    key: 'q14_vehicleWashFrequency',
    text: "How often is your family's car, scooter or motorbike washed?",
    options: ['Once a month or less', '2-3 times a month', 'Once a week or more', NA],
    tip: 'Wash vehicles less often. A wipe with a damp cloth keeps them clean between washes.',
  },
  {
    key: 'q15_vehicleWashMethod',
    text: 'How is the vehicle washed?',
    options: ['With a bucket and cloth', 'With a running hose pipe', NA],
    tip: 'A bucket and cloth uses far less water than a hose pipe.',
  },
  {
    key: 'q16_tapWhileBrushing',
    text: 'Do you turn off the tap while brushing your teeth?',
    options: HABIT,
    tip: 'Turn off the tap while you brush and rinse with a cup of water.',
  },
  {
    key: 'q17_leakyFaucets',
    text: 'Are there any leaking taps or toilets in your home?',
    options: ['Yes, and they are not fixed yet', 'No', 'Yes, but we fix them quickly'],
    tip: 'A dripping tap can waste about {{leak}} litres a day. Tell an adult when you spot a leak so it gets fixed.',
  },
  {
    key: 'q18_faucetAerators',
    text: 'Do your taps have aerators (small mesh caps that mix air into the water)?',
    options: ['Yes, on all taps', 'Yes, on some taps', 'No, or not sure what they are'],
    tip: 'Aerators are cheap caps that screw onto a tap and use less water without you noticing.',
  },
  {
    key: 'q19_waterSavingFlush',
    text: 'Does your toilet have a dual flush or water-saving flush?',
    options: ['Yes', 'No', 'Not sure what it is'],
    tip: 'A dual flush has two buttons: use the small one when you can. Ask about fitting one if you have none.',
  },
  {
    key: 'q20_roWasteWater',
    text: 'Do you reuse the waste water from your RO water purifier?',
    options: [
      'Yes, for mopping, plants or cleaning',
      'No, it goes down the drain',
      'Not sure what it is',
      'We do not have an RO purifier',
    ],
    tip: 'An RO purifier throws away more water than it cleans. Use it only for drinking water and collect the rest for mopping or plants.',
  },
  {
    key: 'q21_plantWatering',
    text: 'How do you water your plants?',
    options: [
      'With a hose pipe',
      'With a watering can or mug',
      'With leftover water (from washing vegetables or the RO purifier)',
      'We have no plants',
    ],
    tip: 'Water plants in the early morning or evening, when less water dries up, and use leftover water from washing vegetables.',
  },
  {
    key: 'q22_dripIrrigation',
    text: 'Do you use drip irrigation or self-watering pots for your plants?',
    options: ['Yes', 'No', 'Not sure what it is', 'We have no plants'],
    tip: 'Drip irrigation gives each plant a slow trickle right at its roots, so less water is lost.',
  },
  {
    key: 'q23_meatConsumption',
    text: 'How often do you eat meat, chicken or fish?',
    options: [
      'Every day',
      'A few times a week',
      'About once a week',
      'Rarely',
      'Never (vegetarian)',
    ],
    tip: 'Producing meat takes thousands of litres of water per kilo. Try more vegetable, dal and bean meals.',
  },
  {
    key: 'q24_coffeeConsumption',
    text: 'How many cups of coffee or tea do you drink in a day?',
    options: ['None', '1 cup', '2-3 cups', '4 or more cups'],
    tip: 'Growing the beans for one cup of coffee takes about {{coffee}} litres of water. Skip the extra cups.',
  },
  {
    key: 'q25_clothingPurchase',
    text: 'How often do you buy new clothes?',
    options: ['Every week', 'Every month', 'Every few months', 'Once a year or less'],
    tip: 'One cotton T-shirt takes about {{tShirt}} litres of water to make. Buy only what you need and pass clothes on.',
  },
  {
    key: 'q26_clothingMaterials',
    text: 'What are most of your clothes made of?',
    options: [
      'Mostly cotton',
      'Mostly polyester or other synthetic fabric',
      'A mix of cotton and synthetic fabric',
      'Mostly hand-me-downs or recycled fabric',
    ],
    tip: 'Cotton needs lots of water to grow. Hand-me-downs and recycled fabric save the most.',
  },
  {
    key: 'q27_commuteMethod',
    text: 'How do you usually travel to school or work?',
    options: ['Walk', 'Bicycle', 'Car', 'Bus, metro or train', 'Scooter, motorbike or carpool'],
    tip: 'Making fuel uses water too. Walk, cycle or take the bus when you can.',
  },
  {
    key: 'q28_conservationImportance',
    text: 'How important is saving water to you? (1 = not important, 5 = very important)',
    options: ['1', '2', '3', '4', '5'],
    tip: 'Every drop counts: the water we save today is water for tomorrow.',
  },
  {
    key: 'q29_awareOfFootprint',
    text: 'Did you know that the food you eat and the things you buy also need water to make?',
    options: YES_NO,
    tip: 'Your water footprint includes the hidden water used to grow food and make things, not just tap water.',
  },
  {
    key: 'q30_conservationActions',
    text: 'Do you already do something at home to save water?',
    options: YES_NO,
    tip: 'Pick one habit this week, like a shorter shower, and do it every day.',
  },
  {
    key: 'q31_tipsInterest',
    text: 'Would you like to get tips on saving water?',
    options: YES_NO,
    tip: 'Visit the Tips page and the Kids Corner for easy ideas to save water.',
  },
];

// Page and section follow from the position, so they cannot drift from PAGE_OFFSETS.
function pageOf(index: number): Page {
  const page = PAGE_OFFSETS.findLastIndex((offset) => index >= offset) + 1;
  if (page < 1 || page > PAGE_SIZES.length) throw new RangeError(`no page for question ${index}`);
  return page as Page;
}

const SECTION_OF_PAGE: Record<Page, Section> = {
  1: 'Direct Water Use',
  2: 'Direct Water Use',
  3: 'Indirect Water Use',
  4: 'Awareness and Engagement',
};

export const QUESTIONS: readonly Question[] = DEFINITIONS.map((def, index) => {
  if (def.key !== QUESTION_KEYS[index]) {
    throw new Error(`question ${index + 1} is ${def.key}, expected ${QUESTION_KEYS[index]}`);
  }
  const page = pageOf(index);
  return { ...def, number: index + 1, page, section: SECTION_OF_PAGE[page] };
});

const BY_KEY = new Map<string, Question>(QUESTIONS.map((q) => [q.key, q]));

/** Throws on an unknown key: callers pass keys from QUESTION_KEYS, so a miss is a bug. */
export function getQuestion(key: QuestionKey): Question {
  const question = BY_KEY.get(key);
  if (!question) throw new Error(`unknown question key: ${String(key)}`);
  return question;
}

export function isQuestionKey(value: unknown): value is QuestionKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function questionsOnPage(page: Page): readonly Question[] {
  const offset = PAGE_OFFSETS[page - 1];
  const size = PAGE_SIZES[page - 1];
  if (offset === undefined || size === undefined) throw new RangeError(`no page ${page}`);
  return QUESTIONS.slice(offset, offset + size);
}
