// Titles and "I will ..." pledges for the action plan, in English for a ten-year-old (the web
// translates them). Keyed by question and the better answer, because "use one bucket" and "use
// half a bucket" are different promises.

import type { QuestionKey } from '../questions';

export interface ActionText {
  title: string;
  pledge: string;
}

const t = (title: string, pledge: string): ActionText => ({ title, pledge });

type TextsOf = (target: string) => ActionText;

const TEXTS: Record<Exclude<QuestionKey, 'q1_householdSize'>, TextsOf> = {
  q2_laundryFrequency: (target) =>
    t(
      'Wash clothes less often',
      `I will help save up clothes for a full wash, so the machine runs ${target.toLowerCase()}.`,
    ),
  q3_laundryFullLoads: () =>
    t('Wait for a full load of clothes', 'I will only start the washing machine when it is full.'),
  q4_dishwasherFrequency: (target) =>
    t(
      'Run the dishwasher less often',
      `I will help wait for a full dishwasher, so it runs ${target.toLowerCase()}.`,
    ),
  q5_dishwasherFullLoads: () =>
    t(
      'Run the dishwasher only when it is full',
      'I will only start the dishwasher when it is full.',
    ),
  q6_washVesselsByHandFrequency: (target) =>
    t(
      'Wash vessels together',
      `I will help collect the vessels and wash them together, ${target.toLowerCase()}.`,
    ),
  q7_washVesselsByHandMethod: (target) => {
    if (target.startsWith('In a basin')) {
      return t(
        'Wash vessels in a basin',
        'I will wash vessels in a basin of soapy water and rinse them in a second basin.',
      );
    }
    if (target.startsWith('Soaked')) {
      return t(
        'Soak vessels, then rinse with a mug',
        'I will soak vessels first and rinse them with a mug of water.',
      );
    }
    return t(
      'Turn the tap off while scrubbing vessels',
      'I will turn the tap off while I scrub the vessels.',
    );
  },
  q8_showerDuration: (target) => {
    const minutes: Record<string, string> = {
      '5 minutes or less': '5',
      '6-10 minutes': '10',
      '11-15 minutes': '15',
    };
    return t(
      'Take shorter showers',
      `I will finish my shower in ${minutes[target] ?? '5'} minutes or less.`,
    );
  },
  q9_showerFrequency: (target) => {
    const pledges: Record<string, string> = {
      'Once a day': 'I will take just one shower a day.',
      'Twice a day': 'I will take no more than two showers a day.',
    };
    return t('Shower less often', pledges[target] ?? 'I will take fewer showers.');
  },
  q10_bathtubFrequency: (target) => {
    const pledges: Record<string, string> = {
      'Rarely (a few times a year)': 'I will keep bathtub baths for special days.',
      'About once a month': 'I will take a bathtub bath once a month at most.',
      'About once a week': 'I will take a bathtub bath once a week at most.',
    };
    return t('Fewer bathtub baths', pledges[target] ?? 'I will take fewer bathtub baths.');
  },
  q11_bathtubUsage: (target) => {
    const pledges: Record<string, string> = {
      'A quarter full or less': 'I will fill the bathtub only a quarter full.',
      'About half full': 'I will fill the bathtub only half full.',
      'About three-quarters full': 'I will not fill the bathtub to the top.',
    };
    return t('Fill the bathtub less', pledges[target] ?? 'I will put less water in the bathtub.');
  },
  q12_bucketAmount: (target) => {
    const pledges: Record<string, string> = {
      'Half a bucket or less': 'I will use half a bucket or less for my bucket bath.',
      'One bucket': 'I will use just one bucket for my bucket bath.',
      'One and a half buckets': 'I will use no more than one and a half buckets for my bath.',
    };
    return t(
      'Use less water for a bucket bath',
      pledges[target] ?? 'I will use less water for my bucket bath.',
    );
  },
  q13_bucketFrequency: (target) => {
    const pledges: Record<string, string> = {
      Always: 'I will take a bucket bath instead of a shower.',
      'Most days': 'I will take a bucket bath instead of a shower on most days.',
      Sometimes: 'I will sometimes take a bucket bath instead of a shower.',
    };
    return t(
      'Take a bucket bath instead of a shower',
      pledges[target] ?? 'I will choose the bath that uses less water.',
    );
  },
  q14_vehicleWashFrequency: (target) =>
    t(
      'Wash the vehicle less often',
      `I will help wash our vehicle ${target.toLowerCase()}, and wipe it with a damp cloth in between.`,
    ),
  q15_vehicleWashMethod: () =>
    t(
      'Wash the vehicle with a bucket',
      'I will help wash our vehicle with a bucket and cloth, not a hose pipe.',
    ),
  q16_tapWhileBrushing: (target) =>
    t(
      'Turn off the tap while brushing',
      target === 'Always'
        ? 'I will turn off the tap every time I brush my teeth.'
        : 'I will turn off the tap while I brush my teeth.',
    ),
  q17_leakyFaucets: (target) =>
    t(
      'Fix leaking taps and toilets',
      target === 'No'
        ? 'I will tell a grown-up about every leak, so it gets fixed.'
        : 'I will tell a grown-up as soon as I see a leak.',
    ),
  q18_faucetAerators: (target) =>
    t(
      'Put aerators on the taps',
      target === 'Yes, on all taps'
        ? 'I will ask a grown-up to fit aerators on all our taps.'
        : 'I will ask a grown-up to fit aerators on our taps.',
    ),
  q19_waterSavingFlush: () =>
    t(
      'Use a dual flush',
      'I will ask a grown-up about a dual flush, and use the small button when I can.',
    ),
  q20_roWasteWater: () =>
    t(
      "Reuse the RO purifier's waste water",
      "I will collect the RO purifier's waste water for mopping, plants or cleaning.",
    ),
  q21_plantWatering: (target) =>
    target.startsWith('With leftover')
      ? t(
          'Water plants with leftover water',
          'I will water the plants with leftover water from washing vegetables or the RO purifier.',
        )
      : t(
          'Water plants with a can, not a hose',
          'I will water the plants with a watering can or mug instead of a hose pipe.',
        ),
  q22_dripIrrigation: () =>
    t(
      'Use drip irrigation or self-watering pots',
      'I will ask a grown-up about drip irrigation or self-watering pots for our plants.',
    ),
  q23_meatConsumption: (target) => {
    const pledges: Record<string, string> = {
      'Never (vegetarian)': 'I will choose vegetarian meals.',
      Rarely: 'I will eat meat, chicken or fish only now and then.',
      'About once a week': 'I will eat meat, chicken or fish about once a week.',
      'A few times a week': 'I will eat meat, chicken or fish a few times a week, not every day.',
    };
    return t(
      'More dal and vegetable meals',
      pledges[target] ?? 'I will eat more dal and vegetables.',
    );
  },
  q24_coffeeConsumption: (target) => {
    const pledges: Record<string, string> = {
      None: 'I will drink water instead of tea or coffee.',
      '1 cup': 'I will have just one cup of tea or coffee a day.',
      '2-3 cups': 'I will stop at three cups of tea or coffee a day.',
    };
    return t(
      'Fewer cups of tea or coffee',
      pledges[target] ?? 'I will drink fewer cups of tea or coffee.',
    );
  },
  q25_clothingPurchase: (target) => {
    const pledges: Record<string, string> = {
      'Once a year or less': 'I will buy new clothes only once a year, and pass on what I outgrow.',
      'Every few months': 'I will buy new clothes only every few months.',
      'Every month': 'I will buy new clothes no more than once a month.',
    };
    return t('Buy fewer new clothes', pledges[target] ?? 'I will buy fewer new clothes.');
  },
  q26_clothingMaterials: (target) =>
    target.startsWith('Mostly hand-me-downs')
      ? t('Wear hand-me-downs', 'I will happily wear hand-me-downs and pass mine on.')
      : t('Choose clothes that need less water', 'I will choose fewer new cotton clothes.'),
  q27_commuteMethod: (target) => {
    if (target === 'Walk' || target === 'Bicycle') {
      return t('Walk or cycle', 'I will walk or cycle to school when I can.');
    }
    if (target === 'Bus, metro or train') {
      return t('Take the bus, metro or train', 'I will take the bus, metro or train when I can.');
    }
    return t('Share rides', 'I will share rides or go by scooter instead of the car when I can.');
  },
  q28_conservationImportance: () =>
    t('Make saving water important', 'I will think about saving water every day.'),
  q29_awareOfFootprint: () =>
    t(
      'Learn about hidden water',
      'I will find out how much water goes into making my food and things.',
    ),
  q30_conservationActions: () =>
    t('Start a water-saving habit', 'I will pick one water-saving habit and do it every day.'),
  q31_tipsInterest: () =>
    t('Get water-saving tips', 'I will read the Tips page and try one new tip.'),
};

/** The title and pledge of changing `key` to `betterAnswer`. Household size has none. */
export function actionText(key: QuestionKey, betterAnswer: string): ActionText {
  if (key === 'q1_householdSize')
    throw new Error('q1_householdSize: household size is never an action');
  return TEXTS[key](betterAnswer);
}
