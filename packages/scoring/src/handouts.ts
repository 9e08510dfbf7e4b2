// The texts of the things a community hands out (issue 30, item 3): the notice-board poster, a
// child's certificate and the next check-in's calendar entry, in English and Hindi. The server
// writes them into files; the web shows the same mission names in the kids' corner.

import type { MissionKey } from './kids';
import type { Language } from './language';

export interface HandoutTexts {
  poster: {
    title: string;
    lead: string;
    scan: string;
    orOpen: string;
    code: string;
    /** Without a campaign: how often residents are asked back. */
    rhythm: string;
    /** With the organiser's campaign: {start}, {end} written out. */
    campaign: string;
    /** {dates}: the campaign's check-in days written out. */
    checkIns: string;
    steps: readonly string[];
  };
  certificate: {
    title: string;
    givenTo: string;
    missions: string;
    noMissions: string;
    /** {litres}: the home's litres a day saved, first questionnaire to latest. */
    saved: string;
    notYet: string;
    date: string;
  };
  calendar: {
    summary: string;
    /** {url}: the app's address. */
    description: string;
  };
  missionNames: Readonly<Record<MissionKey, string>>;
}

export const HANDOUT_TEXTS: Readonly<Record<Language, HandoutTexts>> = {
  en: {
    poster: {
      title: 'How much water does your home use?',
      lead: 'Answer a short questionnaire, see your home’s litres a day, and save water together.',
      scan: 'Scan to join',
      orOpen: 'Or open',
      code: 'Participant code',
      rhythm: 'Check in every 30 days and watch your litres go down.',
      campaign: 'Our water campaign: {start} to {end}.',
      checkIns: 'Check in on {dates}.',
      steps: ['Sign up with the code', 'Answer the questionnaire', 'Try one change at home'],
    },
    certificate: {
      title: 'Water Hero Certificate',
      givenTo: 'This certificate is given to',
      missions: 'for completing these missions:',
      noMissions: 'for joining the kids’ corner and caring for water.',
      saved: 'Your home now saves about {litres} litres of water a day.',
      notYet: 'Take the questionnaire again next month to see the litres your home saves.',
      date: 'Date',
    },
    calendar: {
      summary: 'Water check-in: answer the questionnaire again',
      description:
        'Open {url} and answer the questionnaire again to see how many litres your home saves.',
    },
    missionNames: {
      'water-hero': 'Draw a Water Hero',
      'water-detective': 'Water Detective',
      'water-song': 'Make Up a Water Song',
    },
  },
  hi: {
    poster: {
      title: 'आपका घर कितना पानी इस्तेमाल करता है?',
      lead: 'एक छोटी प्रश्नावली भरें, अपने घर का रोज़ का पानी (लीटर में) देखें, और मिलकर पानी बचाएँ।',
      scan: 'जुड़ने के लिए स्कैन करें',
      orOpen: 'या खोलें',
      code: 'प्रतिभागी कोड',
      rhythm: 'हर 30 दिन में दोबारा जाँचें और देखें कि आपके लीटर कैसे घटते हैं।',
      campaign: 'हमारा पानी अभियान: {start} से {end} तक।',
      checkIns: 'इन दिनों जाँच करें: {dates}।',
      steps: ['कोड के साथ साइन अप करें', 'प्रश्नावली भरें', 'घर में एक बदलाव आज़माएँ'],
    },
    certificate: {
      title: 'जल हीरो प्रमाणपत्र',
      givenTo: 'यह प्रमाणपत्र दिया जाता है',
      missions: 'इन मिशनों को पूरा करने के लिए:',
      noMissions: 'बच्चों के कोने में शामिल होने और पानी का ध्यान रखने के लिए।',
      saved: 'आपका घर अब रोज़ लगभग {litres} लीटर पानी बचाता है।',
      notYet: 'अगले महीने प्रश्नावली दोबारा भरें और देखें कि आपका घर कितने लीटर बचाता है।',
      date: 'तारीख़',
    },
    calendar: {
      summary: 'पानी की जाँच: प्रश्नावली दोबारा भरें',
      description: '{url} खोलें और प्रश्नावली दोबारा भरें, देखें कि आपका घर कितने लीटर बचाता है।',
    },
    missionNames: {
      'water-hero': 'जल हीरो बनाओ',
      'water-detective': 'पानी जासूस',
      'water-song': 'पानी का गाना बनाओ',
    },
  },
};

/** Fills `{name}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
