import type { Category } from '../../../domain/categories';

export const CARRIERS = [
  { id: 1, name: 'Harborline Mutual' },
  { id: 2, name: 'Keystone Benefit Life' },
  { id: 3, name: 'Summit Health Partners' },
  { id: 4, name: 'Bluewater Vision Co.' },
  { id: 5, name: 'Crescent Supplemental' },
  { id: 6, name: 'Evergreen Pet Cover' },
] as const;

/** What makes a demo plan special; every flag defaults to off. */
export interface PlanSpec {
  id: number;
  category: Category | 'association';
  carrier: number;
  name: string;
  labels?: string[];
  featured?: boolean;
  inactive?: boolean;
  association?: boolean;
  premier?: boolean;
  screening?: boolean;
  supplementalQuestions?: boolean;
  health?: boolean;
  tobaccoRated?: boolean;
  states?: string[];
  stateOverride?: string;
  tiers?: ('IO' | 'IS' | 'IC' | 'IF')[];
  ageMax?: number;
  ageMin?: number;
  minIncome?: number;
  minHours?: number;
  flatCents?: number;
  blackoutMonths?: string;
  zipAreas?: string;
  maxIssueAge?: number;
  successor?: number;
}

export const DEMO_PLANS: PlanSpec[] = [
  {
    id: 101,
    category: 'dental',
    carrier: 1,
    name: 'Harborline Dental Essentials',
    labels: ['Basic', 'Plus'],
    featured: true,
  },
  { id: 102, category: 'dental', carrier: 1, name: 'Harborline Dental Preferred', labels: ['Basic', 'Plus'] },
  { id: 103, category: 'dental', carrier: 2, name: 'Keystone Dental L713 Premier', premier: true },
  { id: 104, category: 'dental', carrier: 4, name: 'Bluewater Dental Plus', stateOverride: 'NY' },
  { id: 111, category: 'vision', carrier: 4, name: 'Bluewater Vision Basic', featured: true },
  { id: 112, category: 'vision', carrier: 4, name: 'Bluewater Vision Choice', labels: ['Basic', 'Plus'] },
  { id: 113, category: 'vision', carrier: 3, name: 'Summit EyeCare Plus' },
  { id: 121, category: 'medical', carrier: 3, name: 'Summit Health Bronze', association: true, health: true },
  {
    id: 122,
    category: 'medical',
    carrier: 3,
    name: 'Summit Health Silver',
    association: true,
    health: true,
    featured: true,
  },
  { id: 123, category: 'medical', carrier: 3, name: 'Summit Health Gold', health: true, ageMax: 64 },
  { id: 131, category: 'limitedmed', carrier: 2, name: 'Keystone Limited Medical 100', association: true },
  { id: 132, category: 'limitedmed', carrier: 2, name: 'Keystone Limited Medical 250' },
  { id: 133, category: 'limitedmed', carrier: 3, name: 'Summit MEC Basic' },
  {
    id: 141,
    category: 'term_life',
    carrier: 2,
    name: 'Keystone Term Life 10',
    labels: ['$25,000 benefit', '$50,000 benefit'],
    tobaccoRated: true,
    health: true,
    featured: true,
  },
  {
    id: 142,
    category: 'term_life',
    carrier: 2,
    name: 'Keystone Term Life 20',
    labels: ['$50,000 benefit', '$100,000 benefit'],
    tobaccoRated: true,
    health: true,
    maxIssueAge: 60,
  },
  {
    id: 143,
    category: 'term_life',
    carrier: 1,
    name: 'Harborline Simple Term',
    labels: ['$10,000 benefit'],
    tiers: ['IO', 'IS'],
  },
  { id: 151, category: 'supplemental', carrier: 5, name: 'Crescent Cancer Care' },
  { id: 152, category: 'supplemental', carrier: 5, name: 'Crescent Hospital Gap' },
  { id: 153, category: 'supplemental', carrier: 5, name: 'Crescent Wellness Benefit' },
  { id: 161, category: 'lifestyle', carrier: 3, name: 'Summit Telehealth Access', featured: true },
  { id: 162, category: 'lifestyle', carrier: 1, name: 'Harborline Fitness Perks' },
  { id: 163, category: 'lifestyle', carrier: 5, name: 'Crescent Identity Shield' },
  { id: 171, category: 'rx', carrier: 3, name: 'Summit Rx Saver' },
  { id: 172, category: 'rx', carrier: 2, name: 'Keystone Rx Plus' },
  { id: 173, category: 'rx', carrier: 3, name: 'Summit Rx Basic', inactive: true, successor: 171 },
  {
    id: 181,
    category: 'di',
    carrier: 2,
    name: 'Keystone Short Term Disability',
    minIncome: 20000,
    minHours: 30,
  },
  {
    id: 182,
    category: 'di',
    carrier: 2,
    name: 'Keystone Long Term Disability',
    minIncome: 20000,
    minHours: 30,
  },
  { id: 183, category: 'di', carrier: 5, name: 'Crescent Income Protector', minIncome: 15000, minHours: 20 },
  {
    id: 191,
    category: 'critical',
    carrier: 5,
    name: 'Crescent Critical Illness 10K',
    screening: true,
    supplementalQuestions: true,
  },
  { id: 192, category: 'critical', carrier: 5, name: 'Crescent Critical Illness 20K', screening: true },
  { id: 193, category: 'critical', carrier: 2, name: 'Keystone Critical Care' },
  {
    id: 201,
    category: 'accident',
    carrier: 5,
    name: 'Crescent Accident Advantage',
    supplementalQuestions: true,
    featured: true,
  },
  {
    id: 202,
    category: 'accident',
    carrier: 2,
    name: 'Keystone Accident Plan',
    zipAreas: '900,901,902,100,101',
  },
  { id: 203, category: 'accident', carrier: 1, name: 'Harborline Accident Basic' },
  { id: 211, category: 'hospital', carrier: 5, name: 'Crescent Hospital Indemnity', screening: true },
  { id: 212, category: 'hospital', carrier: 3, name: 'Summit Hospital Cash', blackoutMonths: '12' },
  {
    id: 213,
    category: 'hospital',
    carrier: 2,
    name: 'Keystone Hospital Plus',
    states: ['CA', 'TX', 'FL', 'NY'],
  },
  { id: 221, category: 'pet', carrier: 6, name: 'Evergreen Pet Accident' },
  { id: 222, category: 'pet', carrier: 6, name: 'Evergreen Pet Complete', featured: true },
  { id: 223, category: 'pet', carrier: 6, name: 'Evergreen Pet Wellness' },
  { id: 231, category: 'guaranteed', carrier: 2, name: 'Keystone Guaranteed Issue Life', ageMin: 50 },
  { id: 232, category: 'guaranteed', carrier: 1, name: 'Harborline Guaranteed Accident' },
  { id: 233, category: 'guaranteed', carrier: 3, name: 'Summit Guaranteed Hospital' },
  {
    id: 901,
    category: 'association',
    carrier: 3,
    name: 'Association Membership Bronze',
    labels: ['Monthly membership'],
    flatCents: 500,
  },
  {
    id: 902,
    category: 'association',
    carrier: 3,
    name: 'Association Membership Silver',
    labels: ['Monthly membership'],
    flatCents: 1200,
  },
  {
    id: 903,
    category: 'association',
    carrier: 3,
    name: 'Association Membership Gold',
    labels: ['Monthly membership'],
    flatCents: 1600,
  },
];

/** Monthly price of a member-only plan for the youngest age band, in cents, by category. */
export const BASE_CENTS: Record<Category | 'association', number> = {
  dental: 2200,
  vision: 900,
  medical: 32000,
  limitedmed: 9000,
  term_life: 1800,
  supplemental: 2500,
  lifestyle: 1500,
  rx: 1200,
  di: 3500,
  critical: 2800,
  accident: 1600,
  hospital: 2400,
  pet: 2900,
  guaranteed: 4200,
  association: 500,
};

const CATEGORY_WORDS: Record<Category | 'association', string> = {
  dental: 'preventive cleanings, fillings and major dental work',
  vision: 'eye exams, lenses and frames',
  medical: 'doctor visits, hospital stays and prescriptions',
  limitedmed: 'everyday doctor visits and tests with fixed benefit amounts',
  term_life: 'a tax-free benefit for your family if you die during the term',
  supplemental: 'cash benefits that help with costs your health plan leaves behind',
  lifestyle: 'services that make everyday health easier',
  rx: 'discounts on prescription drugs at most pharmacies',
  di: 'part of your income while you cannot work because of illness or injury',
  critical: 'a lump sum when you are diagnosed with a covered critical illness',
  accident: 'cash benefits after a covered accident',
  hospital: 'a daily benefit while you are in hospital',
  pet: 'vet bills for accidents, illnesses and check-ups',
  guaranteed: 'coverage without health questions',
  association: 'membership of the national association and its member benefits',
};

/** The plan's description texts, written from its category and name. */
export function describePlan(spec: PlanSpec): Record<string, string> {
  const words = CATEGORY_WORDS[spec.category];
  return {
    header_text: `${spec.name} helps pay for ${words}.`,
    body_text: `${spec.name} covers ${words}. Benefits start on your effective date and renew each month while premiums are paid. You can cancel at any time.`,
    blueBarText: spec.premier
      ? 'Premier plan: covers the member and one child on the Member + Children tier.'
      : '',
    association_text: spec.association
      ? 'This plan is offered to members of the national association, which has over 100,000 members. Membership is $5.00 per month.'
      : '',
    exclusions_text_name: 'Exclusions & Limitations',
    exclusions_text:
      'Pre-existing conditions treated in the 12 months before coverage starts are not covered during the first 12 months. Cosmetic services and experimental treatments are not covered.',
    example_text_name: 'Example of Coverage',
    example_text: `A member who uses ${spec.name} for a typical covered service pays the plan's share of the cost after any waiting period, and the rest is paid directly to the provider.`,
    faq_text_name: 'Frequently Asked Questions',
    faq_text:
      'When does coverage start? On the effective date you choose in your cart. Can I cancel? Yes, at any time before the next bill date.',
  };
}

export function shortText(spec: PlanSpec): string {
  return `Helps pay for ${CATEGORY_WORDS[spec.category]}.`;
}
