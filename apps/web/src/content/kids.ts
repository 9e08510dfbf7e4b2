// Copy of the Kids Corner, written for a ten-year-old.

import type { MissionKey } from '@wf/scoring/kids';

export interface KidsItem {
  icon: string;
  title: string;
  text: string;
}

export const MASCOT_GREETING = {
  title: "Hi there! I'm Drippy the water drop!",
  text: "I travel from clouds to rivers to your tap. Let's learn how to save water together and become Water Heroes!",
};

export const FUN_FACTS: readonly KidsItem[] = [
  {
    icon: '🧒',
    title: "You're mostly water!",
    text: 'About 60% of your body is water. You are a bit like a walking water balloon!',
  },
  {
    icon: '🦕',
    title: 'Dinosaur water',
    text: 'Earth keeps recycling the same water, so the water you drink today may once have been sipped by a dinosaur!',
  },
  {
    icon: '🌊',
    title: 'Salty seas',
    text: 'Almost all of Earth’s water is salty sea water. Only a tiny bit is fresh water we can drink.',
  },
  {
    icon: '☁️',
    title: 'Heavy clouds',
    text: 'A big fluffy cloud can hold as much water as about 100 elephants weigh!',
  },
  {
    icon: '🪼',
    title: 'Jelly water',
    text: 'A jellyfish is about 95% water. That is even more than a watermelon!',
  },
  {
    icon: '👕',
    title: 'Thirsty T-shirts',
    // {{tShirt}}: the model's figure (TIP_FIGURES), filled in as the corner shows.
    text: 'Making one cotton T-shirt takes about {{tShirt}} litres of water: what you would drink in more than three years!',
  },
];

export const KIDS_TIPS: readonly KidsItem[] = [
  {
    icon: '🪥',
    title: 'Tap off when brushing',
    text: 'Turn off the tap while you brush your teeth. Use a cup to rinse.',
  },
  {
    icon: '🎵',
    title: 'Song-long showers',
    text: 'Try to finish your shower before your favourite song ends.',
  },
  {
    icon: '🔧',
    title: 'Report the drips',
    text: 'Tell a grown-up if you spot a dripping tap or a running toilet.',
  },
  {
    icon: '🌱',
    title: 'Feed the plants',
    text: 'Give leftover drinking water to a plant instead of pouring it away.',
  },
  {
    icon: '🍽️',
    title: 'Finish your food',
    text: 'Take only what you can eat. Growing food uses lots of water!',
  },
  {
    icon: '🧴',
    title: 'Bring your bottle',
    text: 'Carry a reusable water bottle and fill it up instead of buying new ones.',
  },
];

export interface Activity {
  /** The mission a child ticks off when they have done it (issue 12). */
  mission: MissionKey;
  icon: string;
  title: string;
  text: string;
  steps: readonly string[];
}

export const ACTIVITIES: readonly Activity[] = [
  {
    mission: 'water-hero',
    icon: '🎨',
    title: 'Draw a Water Hero',
    text: 'Invent a superhero who protects water!',
    steps: [
      'Give your hero a name and a costume.',
      'Choose a super power, like stopping leaks with one look.',
      'Draw your hero saving water and show your family.',
    ],
  },
  {
    mission: 'water-detective',
    icon: '🔍',
    title: 'Water Detective',
    text: 'Hunt for leaks around your home with a grown-up.',
    steps: [
      'Count all the taps in your home.',
      'Check each tap and toilet for drips or running water.',
      'Write down what you find and share your report.',
    ],
  },
  {
    mission: 'water-song',
    icon: '🎤',
    title: 'Make Up a Water Song',
    text: 'Write a song or rap about saving water.',
    steps: [
      'Pick a tune you already know.',
      'Write new words, like “Turn it off, turn it off, while I brush my teeth!”',
      'Sing it at bath time or teach it to a friend.',
    ],
  },
];
