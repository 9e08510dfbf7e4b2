// The one table of numbers behind the water model. The model reads only from here, and
// docs/water-model.md prints this table (a test keeps the two identical), so a figure can be
// checked against its source without reading code.
//
// Two kinds of row live in the table:
// - physical factors (litres per minute, litres per flush, ...) with a published source;
// - readings of answer options ("6-10 minutes" read as 8 minutes), sourced from the option text.
//
// Every row has a low and a high. The model is built so that raising any factor never lowers the
// litres (shares that work the other way are written as their complement, e.g. the share of taps
// WITHOUT an aerator), so "every factor at its low" gives the low end of the range and "every
// factor at its high" the high end. Rows whose direction depends on other answers (the share of
// bucket baths) have low = high.

import type { QuestionKey } from '../questions';
import { getQuestion } from '../questions';
import { NORM_LITRES_PER_PERSON } from '../norm';
import {
  BATHTUB_LITRES,
  COFFEE_CUP_LITRES,
  COTTON_LITRES_PER_KG,
  LEAK_LITRES_PER_DAY,
  SHOWER_LITRES_PER_MINUTE,
  T_SHIRT_KG,
} from './tip-figures';

export type FactorStatus = 'solid' | 'estimate';

export interface Factor {
  id: string;
  label: string;
  value: number;
  unit: string;
  low: number;
  high: number;
  /** Where the figure comes from: an address, or the option text it reads. */
  source: string;
  status: FactorStatus;
  /** Why this value was taken from its range. */
  note: string;
  /** Set on readings of an answer option. */
  question?: QuestionKey;
  option?: string;
}

type FactorDef = Omit<Factor, 'id' | 'question' | 'option'>;

// Physical factors and benchmarks. Sources are the addresses of the research file.
const PHYSICAL = {
  normPerPersonPerDay: {
    label: 'CPHEEO design norm (cities with piped water and sewerage)',
    value: NORM_LITRES_PER_PERSON,
    unit: 'L/person/day',
    low: NORM_LITRES_PER_PERSON,
    high: NORM_LITRES_PER_PERSON,
    source:
      'frontdesk.co.in/planning/urban-infrastructure-and-network/water-supply-requirement-for-planning-urban-infrastructure/',
    status: 'solid',
    note: "The figure each person's litres are judged against on the screens (150 for metros is the same manual's figure for large cities; the product uses 135, the figure residents know). Not used in any formula.",
  },
  metroMeasuredPerPersonPerDay: {
    label:
      'Average use in 7 Indian cities in 2005, all incomes, slums included (TISS survey, 2,734 households)',
    value: 91.6,
    unit: 'L/person/day',
    low: 91.6,
    high: 91.6,
    source:
      'm.rediff.com/amp/getahead/2005/apr/05water.htm ; karmayog.com/library/waterconservation2.htm',
    status: 'solid',
    note: 'A 2005 average across all incomes, slums included, that describes shortage (supply-led deprivation): not what an apartment should aim for. Shown only as context, labelled so; not used in any formula. Metered apartment studies in Bengaluru found 200-450 L/person/day.',
  },
  showerFlow: {
    label: 'Shower flow',
    value: SHOWER_LITRES_PER_MINUTE,
    unit: 'L/min',
    low: 3.5,
    high: 9.5,
    source:
      'nwa.mah.nic.in/sdmc/diy/shower.htm (Indian homes 3.5-5) ; appliance-standards.org/product/showerheads (9.5 US limit)',
    status: 'estimate',
    note: 'Indian apartment showers run from 3.5 L/min on gravity-fed low pressure to the 9.5 L/min of a standard head on a pressure pump; no Indian measured mean was found, so the middle of that range is taken. The water detective replaces it.',
  },
  bucketLitres: {
    label: 'Bathroom bucket',
    value: 15,
    unit: 'L',
    low: 15,
    high: 25,
    source: 'dogreen.in (15-20 L) ; nwa.mah.nic.in/sdmc/diy/shower.htm (25 L)',
    status: 'estimate',
    note: 'The common 15 L bathroom bucket, the low end of the NGO figure; larger 20-25 L buckets are the high end. Also the bucket children count in.',
  },
  bathtubLitres: {
    label: 'Bathtub filled to the overflow',
    value: BATHTUB_LITRES,
    unit: 'L',
    low: 150,
    high: 265,
    source:
      'calcunation.com/calculator/shower-vs-bath.php (standard 30x60 in tub about 40 gal) ; pleasantprairieonline.com/utility/news/newsitem.asp?NewsID=1720 (AWWA: full tub 70 gal, 265 L)',
    status: 'estimate',
    note: 'A standard 1.5 m tub holds about 40-42 US gallons (150-160 L) to the overflow; the AWWA figure of 265 L for a large tub is the high end.',
  },
  dailyWashesWithoutShower: {
    label: 'Washes a day for someone who never showers',
    value: 1,
    unit: 'washes/person/day',
    low: 0.5,
    high: 2,
    source:
      'dnaindia.com/mumbai/report-32-mumbaikars-don-t-bathe-every-day-1983465 (NIMA bathing survey, 600 people: 32% bathe every other day, 21% twice a day)',
    status: 'estimate',
    note: 'When showers are Not Applicable but bucket baths are taken, the bucket-bath answer is read against the washes of a day. The survey averages 0.32 x 0.5 + 0.47 x 1 + 0.21 x 2 = 1.05 washes a day, so one wash is taken; every other day (0.5) to twice a day (2) is the range.',
  },
  flushesPerPerson: {
    label: 'Toilet flushes',
    value: 5,
    unit: 'flushes/person/day',
    low: 4,
    high: 6,
    source: 'toiletology.com (national usage page)',
    status: 'estimate',
    note: 'The usual figure of 5; 4-6 as the range because part of the day is spent at school or work.',
  },
  singleFlushLitres: {
    label: 'Single-flush cistern',
    value: 10,
    unit: 'L/flush',
    low: 6,
    high: 13,
    source: 'IS 774:2004 text (vdocuments.us) ; cwlp.com rebate page (old 13-19, current 6.1 L)',
    status: 'solid',
    note: 'The 10 L cistern of IS 774 is what most Indian apartments have; 6 L (a newer cistern) to 13 L (an old one) is the range.',
  },
  dualFlushFullLitres: {
    label: 'Dual flush, full button',
    value: 6,
    unit: 'L/flush',
    low: 4.5,
    high: 6,
    source: 'IS 774:2004 text (vdocuments.us) ; cwlp.com rebate page (efficient 4.8 L)',
    status: 'solid',
    note: 'IS 774 dual cistern 6/3 L; efficient models go down to about 4.5-4.8 L.',
  },
  dualFlushHalfLitres: {
    label: 'Dual flush, small button',
    value: 3,
    unit: 'L/flush',
    low: 3,
    high: 3,
    source: 'IS 774:2004 text (vdocuments.us)',
    status: 'solid',
    note: 'IS 774 dual cistern 6/3 L.',
  },
  dualFlushFullShare: {
    label: 'Share of dual flushes that use the full button',
    value: 1 / 3,
    unit: 'share',
    low: 0.2,
    high: 0.5,
    source:
      'ASME A112.19.14 / EPA WaterSense tank-type toilet specification: the effective flush volume of a dual-flush toilet is the average of one full and two reduced flushes (up.codes gravity tank-type water closets ; wbdg.org/ffc/army-coe/technotes/technote-05)',
    status: 'estimate',
    note: 'The standards rate a dual-flush toilet as 1 full flush in 3, so 1/3 is taken. One flush in five (the one of the 5 daily flushes that needs it, toiletology.com) is the low end; people who press the full button as often as the small one (1 in 2) the high end.',
  },
  tapFlow: {
    label: 'Tap flow without an aerator',
    value: 8.3,
    unit: 'L/min',
    low: 5,
    high: 12,
    source:
      'WaterSense faucet specification (secondary: research file, tap flow standard 8.3 L/min)',
    status: 'estimate',
    note: 'The standard tap of the specification; Indian gravity-fed taps often run slower (5), taps on a pressure pump faster (12). The water detective replaces it.',
  },
  aeratorFlowRatio: {
    label: 'Flow through an aerator, as a share of the tap without one',
    value: 5.7 / 8.3,
    unit: 'share',
    low: 0.5,
    high: 0.8,
    source: 'WaterSense faucet specification (secondary: efficient 5.7 vs standard 8.3 L/min)',
    status: 'solid',
    note: 'Efficient 5.7 L/min over standard 8.3 L/min is 0.69; aerators sold range from 0.5 to 0.8 of the open flow.',
  },
  brushingTapMinutesRunning: {
    label: 'Tap running while brushing (twice a day)',
    value: 4,
    unit: 'min/person/day',
    low: 3,
    high: 5,
    source: 'EPA figure quoted secondarily (up to 30 L/person/day saved), research file',
    status: 'estimate',
    note: 'Two brushings of about 2 minutes with the tap open; with the tap turned off the same brushing needs about half a minute of water, so the difference at 8.3 L/min is 29 L, matching the quoted "up to 30 L".',
  },
  brushingTapMinutesOff: {
    label: 'Tap use while brushing with the tap turned off (twice a day)',
    value: 0.5,
    unit: 'min/person/day',
    low: 0.25,
    high: 1,
    source: 'EPA figure quoted secondarily (up to 30 L/person/day saved), research file',
    status: 'estimate',
    note: 'Wetting the brush and rinsing with a cup: about 15 seconds a brushing.',
  },
  drinkingCookingLitres: {
    label: 'Drinking and cooking water',
    value: 7,
    unit: 'L/person/day',
    low: 5,
    high: 10,
    source: 'archive.indiawaterportal.org/ask/12265 (drinking 3 + cooking 4)',
    status: 'estimate',
    note: 'The split of the 135 L norm. Where there is an RO purifier, this is also the water it purifies.',
  },
  roRejectRatio: {
    label: 'RO purifier reject water per litre purified',
    value: 2,
    unit: 'L/L',
    low: 0.67,
    high: 3,
    source:
      'thehindubusinessline.com (MoEF committee 2:1) ; businesstoday.in (NGT order: recovery at least 60%) ; dogreen.in (older units 3:1)',
    status: 'estimate',
    note: "Homes have a mix of older 3:1 units and newer units meeting the NGT's 60% recovery (0.67:1); the ministry committee's 2:1 is taken. The water detective replaces it.",
  },
  vesselTapMinutesRunning: {
    label: 'Tap time washing vessels with the tap running all the time',
    value: 5,
    unit: 'min/person/day',
    low: 3,
    high: 8,
    source:
      'appliancesonline.com.au (Bonn study: 12 place settings by hand average 103 L, over 440 L with the tap running)',
    status: 'estimate',
    note: 'About 40 L a person a day at 8.3 L/min, twice the 20 L the norm allows for utensils: the running-tap washers of the Bonn study used several times the average.',
  },
  vesselTapMinutesRinse: {
    label: 'Tap time washing vessels with the tap off while scrubbing',
    value: 2.5,
    unit: 'min/person/day',
    low: 1.5,
    high: 3.5,
    source: 'archive.indiawaterportal.org/ask/12265 (utensils 20 L/person/day)',
    status: 'estimate',
    note: 'Set so that, at 8.3 L/min, it matches the 20 L a person a day the norm gives utensils.',
  },
  vesselBasinLitres: {
    label: 'Washing vessels in a soapy basin and a rinse basin',
    value: 8,
    unit: 'L/person/day',
    low: 5,
    high: 12,
    source: 'appliancesonline.com.au (Bonn study: under 20 L for 12 place settings with a basin)',
    status: 'estimate',
    note: 'Two basins a day for a share of the vessels; Indian pots and pans need more than the Bonn place settings, so several times the per-setting basin figure.',
  },
  vesselSoakLitres: {
    label: 'Soaking vessels and rinsing with a mug',
    value: 10,
    unit: 'L/person/day',
    low: 6,
    high: 14,
    source:
      'appliancesonline.com.au (Bonn study, basin washing: under 20 L for 12 place settings) ; derived: a little more than two basins',
    status: 'estimate',
    note: 'A soaking basin plus mugs of rinse water: a little more than two basins (the spec scores it just below the basin method).',
  },
  dishwasherLitres: {
    label: 'Dishwasher cycle',
    value: 15,
    unit: 'L/cycle',
    low: 12,
    high: 23,
    source: 'REU summary (measured 23 L) ; Bonn study via appliancesonline.com.au (efficient 15 L)',
    status: 'solid',
    note: 'Dishwashers in Indian homes are recent models, so the efficient 15 L is taken; the older measured average of 23 L is the high end.',
  },
  washingMachineLitres: {
    label: 'Washing machine load',
    value: 110,
    unit: 'L/load',
    low: 45,
    high: 170,
    source:
      'waterconsumptioncalculator.online ; gyat.in (front-load 45-80, top-load 105-170, semi-automatic 80-140)',
    status: 'estimate',
    note: 'Semi-automatic and top-load machines are the common ones in Indian homes; 110 L is the middle of the semi-automatic range and the bottom of the top-load range. Front-loaders (45 L) and large top-loaders (170 L) bound the range.',
  },
  partLoadExtra: {
    label: 'Extra water per piece in a part load',
    value: 0.4,
    unit: 'share',
    low: 0.2,
    high: 1,
    source:
      'checkappliance.co.uk/half-load-washing-machine (the half-load setting saves about 30% of water) ; greenyour.com wash-a-full-load tip (without a load setting the same water is used whether the machine is full or not)',
    status: 'estimate',
    note: 'A half load on the half-load setting uses about 70% of the water for 50% of the pieces: 0.7 / 0.5 = 1.4, so 40% more water per piece (0.4). A machine that weighs its load and adjusts its water (0.2) to a half load at the full-load setting (1: twice the water per piece) is the range.',
  },
  handWashLaundryLitres: {
    label: 'A wash of clothes by hand (home fact: no washing machine)',
    value: 45,
    unit: 'L/wash',
    low: 30,
    high: 80,
    source:
      'reachtheworld.org/adapting-bangalore-and-learning-use-less-water-images-0 (Bangalore, by hand: two buckets a load, one to wash, one to rinse) ; planetous.com/water/the-right-equipment (a hand wash took about two buckets, as much as an eco machine load) ; dogreen.in (bucket 15-20 L)',
    status: 'estimate',
    note: 'Only used when the home facts say the clothes are washed by hand: each wash Q2 counts is a bucket to wash in and two to rinse, 3 x 15 L; two buckets (30 L) to four 20 L buckets (80 L) is the range. No measured Indian figure was found. Q3 (full machine loads) then carries no water.',
  },
  leakLitresPerDay: {
    label: 'A leak left unfixed',
    value: LEAK_LITRES_PER_DAY,
    unit: 'L/day',
    low: 8,
    high: 104,
    source:
      'energy.gov Fix a Leak Week (a tap dripping once a second 31-33 L/day) ; nepis P100YTRV (average household leaks 104 L/day)',
    status: 'solid',
    note: 'One tap dripping once a second; a slow drip (15 a minute) is the low end, the US average household leaks (a running toilet alone is 182 L) the high end.',
  },
  dropMillilitres: {
    label: 'Volume of one drip',
    value: (LEAK_LITRES_PER_DAY * 1000) / (60 * 1440),
    unit: 'mL/drip',
    low: 0.2,
    high: 0.5,
    source: 'derived: energy.gov (31-33 L/day at one drip a second)',
    status: 'estimate',
    note: 'Only used with a measured drip count: 32 L a day at 60 drips a minute is 0.37 mL a drip.',
  },
  gardenAreaM2: {
    label: 'Plants watered (balcony pots and beds)',
    value: 0.7,
    unit: 'm2',
    low: 0.35,
    high: 2,
    source:
      'bloomingsgarden.com (plants in the balcony: even a small balcony takes 8-10 plants in 12-inch pots)',
    status: 'estimate',
    note: 'The questionnaire does not ask the area. Ten 12-inch (30 cm) pots have a soil surface of 10 x 0.07 = 0.7 m2, taken as the balcony garden; five pots (0.35 m2) to a terrace of about thirty pots or a small bed (2 m2) is the range.',
  },
  gardenWateringsPerDay: {
    label: 'Waterings',
    value: 1,
    unit: 'waterings/day',
    low: 0.5,
    high: 2,
    source:
      'thehindu.com/features/homes-and-gardens/potted-gardens/article4225379.ece (water balcony plants every day) ; ponyview.com terrace gardening FAQ (twice a day in summer, once in winter)',
    status: 'estimate',
    note: 'Pots on an Indian balcony are watered daily; large plants every other day outside summer (0.5) to twice a day in the summer heat (2) is the range.',
  },
  gardenHoseLitresPerM2: {
    label: 'Watering with a hose',
    value: 25,
    unit: 'L/m2/watering',
    low: 19,
    high: 38,
    source: 'Nos Gestes Climat model (publicodes, MIT) ; www3.epa.gov/watersense/kids/hose.html',
    status: 'estimate',
    note: "Nos Gestes Climat's hose figure.",
  },
  gardenCanLitresPerM2: {
    label: 'Watering with a can or mug',
    value: 15,
    unit: 'L/m2/watering',
    low: 10,
    high: 18,
    source: 'Nos Gestes Climat model (publicodes, MIT)',
    status: 'estimate',
    note: "Nos Gestes Climat's watering-can figure.",
  },
  gardenDripLitresPerM2: {
    label: 'Watering with drip irrigation or self-watering pots',
    value: 7,
    unit: 'L/m2/watering',
    low: 5,
    high: 9,
    source:
      'Nos Gestes Climat model (publicodes, MIT) ; organicgardening.com (drip 0.85 vs sprinkler 0.70 efficiency)',
    status: 'estimate',
    note: "Nos Gestes Climat's drip figure.",
  },
  vehicleBucketWashLitres: {
    label: 'Vehicle washed with a bucket and cloth',
    value: 34,
    unit: 'L/wash',
    low: 8,
    high: 44,
    source: 'waterwise.org.uk (car with a bucket 24-44 L)',
    status: 'estimate',
    note: 'The middle of the 24-44 L for a car. The questionnaire does not say car or two-wheeler; no two-wheeler figure was found, so its low end is derived as a third of the car low (a scooter has about a third of the surface).',
  },
  vehicleHoseWashLitres: {
    label: 'Vehicle washed with a running hose',
    value: 200,
    unit: 'L/wash',
    low: 67,
    high: 200,
    source: 'smh.com.au 2003 (car with a hose about 200 L)',
    status: 'estimate',
    note: 'The car figure; the low end is a third of it for a two-wheeler (derived, as for the bucket).',
  },
  meatLitresPerKg: {
    label: 'Virtual water of meat',
    value: 4300,
    unit: 'L/kg',
    low: 4300,
    high: 5500,
    source: 'Mekonnen & Hoekstra 2012, Ecosystems 15:401 (chicken 4,300, goat 5,500 L/kg)',
    status: 'solid',
    note: "Chicken is most of the meat eaten in India, so its figure is taken; goat is the high end. Q23 asks about meat, chicken and fish together: the home facts tell fish apart (fishLitresPerKg); without them Q23's portions are counted as chicken.",
  },
  meatServingKg: {
    label: 'A portion of meat, chicken or fish',
    value: 0.05,
    unit: 'kg',
    low: 0.05,
    high: 0.15,
    source:
      'ICMR-NIN food exchange list via nutritiondaily.in (one portion of egg, chicken or fish: 50 g) ; the 85 g of ICMR-NIN 2024 My Plate is the daily quota of pulses, eggs and flesh foods together, not a serving',
    status: 'estimate',
    note: "On a day meat, chicken or fish is eaten it is taken as the day's protein portion (50 g); a restaurant portion (150 g) is the high end.",
  },
  fishLitresPerKg: {
    label: 'Virtual water of fish',
    value: 1974,
    unit: 'L/kg',
    low: 1974,
    high: 1974,
    source:
      'Pahlow, van Oel, Mekonnen & Hoekstra 2015, Science of the Total Environment 536:847 (University of Twente; via aquafeed.com: fed fish and crustaceans, production-weighted feed water footprint green 1,629 + blue 179 + grey 166 m3/t)',
    status: 'estimate',
    note: "Only used when the home facts say the family's Q23 portions are fish (or half fish). The feed water of farmed fish, per kg produced: the same kind of figure (green, blue and grey) as the meat row. Sea-caught fish eat no crops, so it overstates a coastal diet of sea fish; no range is given because the sources give no second figure of the same kind.",
  },
  dalServingKg: {
    label: 'A portion of dal (dry pulses)',
    value: 0.03,
    unit: 'kg',
    low: 0.03,
    high: 0.06,
    source: 'ICMR-NIN food exchange list via nutritiondaily.in (one portion of pulses: 30 g raw)',
    status: 'estimate',
    note: "On the days without meat, chicken or fish, the day's protein portion is dal: one portion (30 g raw) to two.",
  },
  dalLitresPerKg: {
    label: 'Virtual water of pulses (dal)',
    value: 4000,
    unit: 'L/kg',
    low: 4000,
    high: 4000,
    source:
      'Mekonnen & Hoekstra 2011, Hydrol. Earth Syst. Sci. 15:1577 (University of Twente; pulses about 4,000 L/kg, global average)',
    status: 'solid',
    note: 'Dal has water of its own: a meal moved from chicken to dal saves the difference, not the whole 4,300 L/kg.',
  },
  teaCupLitres: {
    label: 'Virtual water of the tea or coffee in a cup',
    value: 27,
    unit: 'L/cup',
    low: 27,
    high: COFFEE_CUP_LITRES,
    source: 'WFN figures via theguardian.com food-and-drink gallery (tea 27 L, coffee 132 L)',
    status: 'solid',
    note: 'Tea is what most Indian homes drink, so a cup of tea is taken; a cup of coffee is the high end.',
  },
  milkPerCupKg: {
    label: 'Milk in a cup of tea or coffee',
    value: 0.05,
    unit: 'kg/cup',
    low: 0.03,
    high: 0.08,
    source: 'rasoitak.com/?p=2720 (Indian tea: half a cup of milk to half a cup of water)',
    status: 'estimate',
    note: 'Indian tea and filter coffee are made with milk, often half milk and half water; a small cup of 100-150 mL holds about 50 mL of milk.',
  },
  milkLitresPerKg: {
    label: 'Virtual water of cow milk',
    value: 1000,
    unit: 'L/kg',
    low: 1000,
    high: 1000,
    source: 'Mekonnen & Hoekstra 2012, Ecosystems 15:401',
    status: 'solid',
    note: 'Global average.',
  },
  garmentKg: {
    label: 'A new piece of clothing',
    value: 0.3,
    unit: 'kg',
    low: T_SHIRT_KG,
    high: 0.45,
    source: 'waterplaybook.net step 3 (T-shirt 250 g) ; jeans 0.45 kg (research file, derived)',
    status: 'estimate',
    note: 'Between a T-shirt (0.25 kg) and jeans (0.45 kg), nearer the T-shirt.',
  },
  cottonLitresPerKg: {
    label: 'Virtual water of cotton fabric',
    value: COTTON_LITRES_PER_KG,
    unit: 'L/kg',
    low: COTTON_LITRES_PER_KG,
    high: COTTON_LITRES_PER_KG,
    source: 'waterplaybook.net step 3 (cotton 10,000 L/kg, T-shirt about 2,500 L)',
    status: 'solid',
    note: 'Global average.',
  },
  commuteKmPerDay: {
    label: 'Commute, there and back',
    value: 10,
    unit: 'km/day',
    low: 4,
    high: 32,
    source:
      'downtoearth.org.in/dte-infographics/commute_to_work.html (Census 2011: over half of commuters travel under 5 km) ; howindialives.com/news/tag/commute/ (three-quarters within 10 km; metro trips about 16 km)',
    status: 'estimate',
    note: 'The questionnaire does not ask the distance; 5 km each way, about the middle commute of the Census; 2 km to a 16 km metro trip each way is the range.',
  },
  fuelLitresPerKm: {
    label: 'Virtual water of the petrol a car burns',
    value: 0.25,
    unit: 'L/km',
    low: 0.19,
    high: 0.25,
    source:
      'bseec.org (water and your daily commute; King & Webber 2008: petrol 0.25, diesel 0.19 L/km)',
    status: 'solid',
    note: 'Petrol; a diesel car is the low end.',
  },
} as const satisfies Record<string, FactorDef>;

export type FactorId = keyof typeof PHYSICAL;

/** The physical factors and benchmarks by id. */
export const F: { readonly [K in FactorId]: Factor & { id: K } } = Object.fromEntries(
  Object.entries(PHYSICAL).map(([id, def]) => [id, { id, ...def }]),
) as { readonly [K in FactorId]: Factor & { id: K } };

// ---------------------------------------------------------------------------------------------
// Readings of answer options.

type ReadingDef = Pick<Factor, 'value' | 'low' | 'high' | 'note'> & {
  status?: FactorStatus;
};

const r = (value: number, low = value, high = value, note = ''): ReadingDef => ({
  value,
  low,
  high,
  note,
});
const exact = (value: number, note = ''): ReadingDef => ({
  ...r(value, value, value, note),
  status: 'solid',
});

const HABIT_LAPSE = {
  Always: exact(0),
  Usually: r(0.25, 0.25, 0.25, 'Once in four times.'),
  Sometimes: r(0.5, 0.5, 0.5, 'Half the time.'),
  Rarely: r(0.75, 0.75, 0.75, 'Three times in four.'),
  Never: exact(1),
};

interface ReadingGroup {
  label: string;
  unit: string;
  options: Record<string, ReadingDef>;
}

// Keyed by question; every option of the question must appear (checked at load).
const READING_GROUPS = {
  q2_laundryFrequency: {
    label: 'Washing-machine loads',
    unit: 'loads/week',
    options: {
      'Once a week or less': r(1, 0.5, 1),
      '2-3 times a week': r(2.5, 2, 3),
      '4-5 times a week': r(4.5, 4, 5),
      'Once a day': exact(7),
      'More than once a day': r(10.5, 10.5, 14, 'One and a half to two loads a day.'),
    },
  },
  q3_laundryFullLoads: {
    label: 'Share of washing-machine loads that are not full',
    unit: 'share',
    options: HABIT_LAPSE,
  },
  q4_dishwasherFrequency: {
    label: 'Dishwasher cycles',
    unit: 'cycles/week',
    options: {
      'Once a week or less': r(1, 0.5, 1),
      '2-3 times a week': r(2.5, 2, 3),
      '4-6 times a week': r(5, 4, 6),
      'Once a day': exact(7),
      'More than once a day': r(10.5, 10.5, 14),
      'Not Applicable': exact(0, 'No dishwasher.'),
    },
  },
  q5_dishwasherFullLoads: {
    label: 'Share of dishwasher cycles that are not full',
    unit: 'share',
    options: {
      ...HABIT_LAPSE,
      'Not Applicable': r(
        0.5,
        0.5,
        0.5,
        'Only used when the dishwasher runs (Q4): then read as "Sometimes".',
      ),
    },
  },
  q6_washVesselsByHandFrequency: {
    label: 'Vessel washing by hand, water per day compared with washing once a day',
    unit: 'factor',
    options: {
      'Once a day or less': exact(1),
      'Twice a day': r(1.1, 1.05, 1.15),
      '3 times a day': r(1.2, 1.1, 1.3),
      'More than 3 times a day': r(1.35, 1.2, 1.5),
      'Not Applicable': exact(0, 'No vessels washed by hand.'),
    },
  },
  q8_showerDuration: {
    label: 'Shower length',
    unit: 'min',
    options: {
      '5 minutes or less': r(4, 3, 5),
      '6-10 minutes': r(8, 6, 10),
      '11-15 minutes': r(13, 11, 15),
      'More than 15 minutes': r(18, 16, 25),
      'Not Applicable': r(
        8,
        6,
        10,
        'Only used when showers are taken (Q9): then the measured average shower of 8 min (h2ouse.org, Mayer 1999).',
      ),
    },
  },
  q9_showerFrequency: {
    label: 'Showers (or washes, see bucket baths)',
    unit: 'per person per day',
    options: {
      'Less than once a day': r(0.5, 0.3, 0.7),
      'Once a day': exact(1),
      'Twice a day': exact(2),
      'More than twice a day': r(3, 3, 4),
      'Not Applicable': exact(0, 'No showers.'),
    },
  },
  q10_bathtubFrequency: {
    label: 'Bathtub baths',
    unit: 'per person per day',
    options: {
      'Rarely (a few times a year)': r(4 / 365, 2 / 365, 8 / 365),
      'About once a month': exact(12 / 365),
      'About once a week': exact(1 / 7),
      'More than once a week': r(3 / 7, 2 / 7, 5 / 7),
      'Not Applicable': exact(0, 'No bathtub.'),
    },
  },
  q11_bathtubUsage: {
    label: 'How full the bathtub is filled',
    unit: 'share of the tub',
    options: {
      'Full to the top': r(1, 0.9, 1),
      'About three-quarters full': exact(0.75),
      'About half full': exact(0.5),
      'A quarter full or less': r(0.25, 0.15, 0.25),
      'Not Applicable': r(
        0.5,
        0.5,
        0.5,
        'Only used when tub baths are taken (Q10): then half full.',
      ),
    },
  },
  q12_bucketAmount: {
    label: 'Buckets a bucket bath',
    unit: 'buckets',
    options: {
      'Half a bucket or less': r(0.5, 0.33, 0.5),
      'One bucket': exact(1),
      'One and a half buckets': exact(1.5),
      'Two buckets or more': r(2, 2, 2.5),
      'Not Applicable': r(1, 1, 1, 'Only used when bucket baths are taken (Q13): then one bucket.'),
    },
  },
  q13_bucketFrequency: {
    label: 'Share of washes that are bucket baths instead of showers',
    unit: 'share',
    options: {
      Always: exact(1),
      'Most days': r(
        0.75,
        0.75,
        0.75,
        'No range: a bucket bath may use more or less than the shower it replaces.',
      ),
      Sometimes: r(0.4, 0.4, 0.4, 'No range, as above.'),
      Rarely: r(0.1, 0.1, 0.1, 'No range, as above.'),
      'Not Applicable': exact(0, 'No bucket baths.'),
    },
  },
  q14_vehicleWashFrequency: {
    label: 'Vehicle washes',
    unit: 'washes/month',
    options: {
      'Once a month or less': r(1, 0.5, 1),
      '2-3 times a month': r(2.5, 2, 3),
      'Once a week or more': r(4.3, 4.3, 8.6),
      'Not Applicable': exact(0, 'No vehicle.'),
    },
  },
  q16_tapWhileBrushing: {
    label: 'Share of brushings with the tap left running',
    unit: 'share',
    options: {
      Always: exact(0, 'Always turned off: never left running.'),
      Usually: r(0.25),
      Sometimes: r(0.5),
      Rarely: r(0.75),
      Never: exact(1),
    },
  },
  q17_leakyFaucets: {
    label: 'Share of the time a leak runs',
    unit: 'share',
    options: {
      'Yes, and they are not fixed yet': exact(1),
      No: exact(0),
      'Yes, but we fix them quickly': r(
        0.1,
        0.03,
        0.25,
        'A leak runs a few days a month before it is fixed.',
      ),
    },
  },
  q18_faucetAerators: {
    label: 'Share of taps without an aerator',
    unit: 'share',
    options: {
      'Yes, on all taps': exact(0),
      'Yes, on some taps': r(0.5),
      'No, or not sure what they are': exact(1),
    },
  },
  q19_waterSavingFlush: {
    label: 'Share of flushes from a single-flush cistern',
    unit: 'share',
    options: {
      Yes: exact(0, 'A dual or water-saving flush.'),
      No: exact(1),
      'Not sure what it is': r(
        1,
        0,
        1,
        'Read as a single flush, the older and commoner cistern; the low end allows a dual flush.',
      ),
    },
  },
  q20_roWasteWater: {
    label: 'Share of RO reject water that goes down the drain',
    unit: 'share',
    options: {
      'Yes, for mopping, plants or cleaning': r(0.2, 0, 0.5, 'Some is still spilled or left over.'),
      'No, it goes down the drain': exact(1),
      'Not sure what it is': r(
        1,
        0,
        1,
        'Read as a purifier whose reject water is drained: many homes have one under the sink; the low end is no purifier.',
      ),
      'We do not have an RO purifier': exact(0),
    },
  },
  q23_meatConsumption: {
    label: 'Meat, chicken or fish servings',
    unit: 'servings/week',
    options: {
      'Every day': r(7, 7, 14),
      'A few times a week': r(3.5, 2, 5),
      'About once a week': exact(1),
      Rarely: r(0.25, 0.1, 0.5),
      'Never (vegetarian)': exact(0),
    },
  },
  q24_coffeeConsumption: {
    label: 'Cups of tea or coffee',
    unit: 'cups/person/day',
    options: {
      None: exact(0),
      '1 cup': exact(1),
      '2-3 cups': r(2.5, 2, 3),
      '4 or more cups': r(4.5, 4, 6),
    },
  },
  q25_clothingPurchase: {
    label: 'New pieces of clothing',
    unit: 'pieces/person/year',
    options: {
      'Every week': r(52, 52, 104),
      'Every month': r(12, 12, 24),
      'Every few months': r(4, 3, 6),
      'Once a year or less': r(1, 0.5, 1),
    },
  },
  q26_clothingMaterials: {
    label: "Clothes' virtual water as a share of cotton's",
    unit: 'share',
    options: {
      'Mostly cotton': r(1, 0.9, 1),
      'Mostly polyester or other synthetic fabric': r(
        0.1,
        0.02,
        0.3,
        'Synthetics need little water to make (but oil); no figure in the sources, so a small share with a wide range.',
      ),
      'A mix of cotton and synthetic fabric': r(0.55, 0.4, 0.7),
      'Mostly hand-me-downs or recycled fabric': r(
        0.05,
        0,
        0.2,
        'Most pieces carry no new water; a few new ones still come in.',
      ),
    },
  },
  q27_commuteMethod: {
    label: "Commute fuel as a share of a car's",
    unit: 'share',
    options: {
      Walk: exact(0),
      Bicycle: exact(0),
      Car: exact(1),
      'Bus, metro or train': r(
        0.25,
        0.1,
        0.4,
        'A full bus or train shares its fuel among many riders.',
      ),
      'Scooter, motorbike or carpool': r(
        0.4,
        0.3,
        0.5,
        'A two-wheeler burns about a third of a car per km; a carpool of two or three splits a car.',
      ),
    },
  },
} as const satisfies Partial<Record<QuestionKey, ReadingGroup>>;

export type ReadQuestionKey = keyof typeof READING_GROUPS;

const OPTION_SOURCE = 'option text (packages/scoring/src/questions.ts)';

function slug(option: string): string {
  return option
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** One row per option of every question the model reads; throws at load on a missing option. */
export const READINGS: readonly Factor[] = Object.entries(READING_GROUPS).flatMap(
  ([key, group]) => {
    const question = getQuestion(key as QuestionKey);
    const options = group.options as Record<string, ReadingDef>;
    const missing = question.options.filter((o) => !(o in options));
    const extra = Object.keys(options).filter((o) => !question.options.includes(o));
    if (missing.length || extra.length) {
      throw new Error(
        `${key}: readings do not match options (${[...missing, ...extra].join(', ')})`,
      );
    }
    return question.options.map((option): Factor => {
      const def = options[option]!;
      return {
        id: `${key}.${slug(option)}`,
        label: `${group.label}: ${option}`,
        value: def.value,
        unit: group.unit,
        low: def.low,
        high: def.high,
        source: OPTION_SOURCE,
        status: def.status ?? 'estimate',
        note: def.note,
        question: key as QuestionKey,
        option,
      };
    });
  },
);

const READING_INDEX = new Map(READINGS.map((f) => [`${f.question}\u0000${f.option}`, f]));

/** The reading of one answer. Throws on an option the question does not offer. */
export function readingOf(key: ReadQuestionKey, option: string): Factor {
  const found = READING_INDEX.get(`${key}\u0000${option}`);
  if (!found) throw new Error(`${key}: unknown option '${option}'`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Questions whose options choose a factor rather than carry a number.

export interface Choice {
  /** The factor the option reads, or null when it draws no fresh water. */
  factor: FactorId | null;
  note: string;
}

const choice = (factor: FactorId | null, note = ''): Choice => ({ factor, note });

export const CHOICES = {
  q7_washVesselsByHandMethod: {
    'With the tap running all the time': choice('vesselTapMinutesRunning'),
    'Tap turned off while scrubbing, on to rinse': choice('vesselTapMinutesRinse'),
    'In a basin of soapy water, rinsed in a second basin': choice('vesselBasinLitres'),
    'Soaked first, then rinsed with a mug of water': choice('vesselSoakLitres'),
    'Not Applicable': choice(
      'vesselTapMinutesRinse',
      'Only used when vessels are washed by hand (Q6): then the usual way, tap off while scrubbing.',
    ),
  },
  q15_vehicleWashMethod: {
    'With a bucket and cloth': choice('vehicleBucketWashLitres'),
    'With a running hose pipe': choice('vehicleHoseWashLitres'),
    'Not Applicable': choice(
      'vehicleBucketWashLitres',
      'Only used when the vehicle is washed (Q14): then a bucket, the usual way in apartment parking.',
    ),
  },
  q21_plantWatering: {
    'With a hose pipe': choice('gardenHoseLitresPerM2'),
    'With a watering can or mug': choice('gardenCanLitresPerM2'),
    'With leftover water (from washing vegetables or the RO purifier)': choice(
      null,
      'No fresh water: the leftover water is already counted where it was first used.',
    ),
    'We have no plants': choice(null),
  },
  q22_dripIrrigation: {
    Yes: choice(
      'gardenDripLitresPerM2',
      'Plants watered with fresh water (Q21 hose or can) use the drip figure instead.',
    ),
    No: choice(null, 'Q21 decides.'),
    'Not sure what it is': choice(null, 'Read as No.'),
    'We have no plants': choice(null, 'Read as No; whether there are plants is decided by Q21.'),
  },
} as const satisfies Partial<Record<QuestionKey, Record<string, Choice>>>;

export type ChoiceQuestionKey = keyof typeof CHOICES;

for (const [key, options] of Object.entries(CHOICES)) {
  const offered = getQuestion(key as QuestionKey).options;
  const listed = Object.keys(options);
  if (offered.length !== listed.length || offered.some((o) => !listed.includes(o))) {
    throw new Error(`${key}: choices do not match options`);
  }
}

/** The choice an answer makes. Throws on an option the question does not offer. */
export function choiceOf(key: ChoiceQuestionKey, option: string): Choice {
  const options: Record<string, Choice> = CHOICES[key];
  const found = Object.hasOwn(options, option) ? options[option] : undefined;
  if (!found) throw new Error(`${key}: unknown option '${option}'`);
  return found;
}

/** The whole table: physical factors and benchmarks first, then the option readings. */
export const FACTORS: readonly Factor[] = [...Object.values(F), ...READINGS];

for (const f of FACTORS) {
  if (!(f.low <= f.value && f.value <= f.high)) {
    throw new Error(`factor ${f.id}: value ${f.value} is outside ${f.low}..${f.high}`);
  }
}
