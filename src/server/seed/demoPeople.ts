import { STEP_CATALOG } from '../../contract/wizardStepCatalog';

/** Reps, groups, portals, referral links, current members and the two sites of the demo store. */
const landing = (display: string, phone: string, email: string, tagline: string) => ({
  display_name: display,
  display_phone: phone,
  display_email: email,
  tagline,
  display_about_name: display,
  logo: '',
  image: '',
  image_link: '',
  banner_image: '',
});

export const AGENTS = [
  {
    id: 1,
    code: 'JE7K2M9Q',
    first_name: 'Jordan',
    middle_name: 'A',
    last_name: 'Ellis',
    email: 'jordan.ellis@example.com',
    phone: '3105550101',
    landing_slug: 'jordan-ellis',
    landing_portal_id: 1,
    info: {
      ...landing('Jordan Ellis', '3105550101', 'jordan.ellis@example.com', 'Benefits made simple'),
      agent_bio: 'Jordan has helped families in Southern California choose benefits for twelve years.',
    },
  },
  {
    id: 2,
    code: 'PN4T8W2X',
    first_name: 'Priya',
    middle_name: 'R',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    phone: '2125550144',
    landing_slug: 'priya-nair',
    landing_portal_id: 3,
    info: {
      ...landing('Priya Nair', '2125550144', 'priya.nair@example.com', 'Coverage for every stage of life'),
      agent_bio: 'Priya works with employers across New York on group and voluntary benefits.',
    },
  },
  {
    id: 3,
    code: 'MR9D3F6H',
    first_name: 'Marcus',
    middle_name: 'T',
    last_name: 'Reed',
    email: 'marcus.reed@example.com',
    phone: '5125550177',
    landing_slug: null,
    landing_portal_id: 5,
    info: {
      ...landing('Marcus Reed', '5125550177', 'marcus.reed@example.com', 'Your Texas benefits partner'),
      agent_bio: 'Marcus serves school districts and small businesses in Central Texas.',
    },
  },
  {
    id: 4,
    code: 'EC2B5N8V',
    first_name: 'Elena',
    middle_name: 'M',
    last_name: 'Cruz',
    email: 'elena.cruz@example.com',
    phone: '3055550123',
    landing_slug: 'elena-cruz',
    // Elena's own page has no portal: her applicants choose a platform on the plan page.
    landing_portal_id: null,
    info: {
      ...landing('Elena Cruz', '3055550123', 'elena.cruz@example.com', 'Protecting what matters'),
      agent_bio: 'Elena helps medical practices in Florida offer benefits to their staff and patients.',
    },
  },
];

const groupInfo = (
  name: string,
  phone: string,
  address1: string,
  city: string,
  state: string,
  zip: string,
) => ({
  ...landing(
    name,
    phone,
    `benefits@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    `Benefits for ${name}`,
  ),
  gweb_aboutus: `${name} offers its people a choice of benefits through the national association.`,
  group_phone: phone,
  address1,
  city,
  state,
  zip,
});

/**
 * The demo's groups. Member Benefit Store is the store's member group (current members buy through it);
 * Coastal Dental and Redwood Logistics ask their employees for an enroller code.
 */
export const GROUPS = [
  {
    id: 1929,
    asks_enroller_code: 0,
    member_store: 1,
    landing_portal_id: 1,
    menu_categories: null,
    name: 'Member Benefit Store',
    code: 'MBS19290',
    agent_id: 1,
    landing_slug: 'member-benefit-store',
    info: groupInfo('Member Benefit Store', '8882434011', '500 Commerce Way', 'Irvine', 'CA', '92618'),
  },
  {
    id: 2512,
    asks_enroller_code: 1,
    member_store: 0,
    landing_portal_id: 3,
    menu_categories: 'dental,vision,accident,critical,hospital',
    name: 'Coastal Dental Partners',
    code: 'CDP25120',
    agent_id: 2,
    landing_slug: 'coastal-dental',
    info: groupInfo('Coastal Dental Partners', '2125550190', '44 Harbor Street', 'New York', 'NY', '10001'),
  },
  {
    id: 2556,
    asks_enroller_code: 1,
    member_store: 0,
    landing_portal_id: 4,
    menu_categories: null,
    name: 'Redwood Logistics',
    code: 'RWL25560',
    agent_id: 2,
    landing_slug: 'redwood-logistics',
    info: groupInfo('Redwood Logistics', '2125550155', '9 Dock Road', 'New York', 'NY', '10001'),
  },
  {
    id: 3001,
    asks_enroller_code: 0,
    member_store: 0,
    landing_portal_id: 7,
    menu_categories: null,
    name: 'Summit Family Practice',
    code: 'SFP30010',
    agent_id: 4,
    landing_slug: 'summit-family-practice',
    info: groupInfo('Summit Family Practice', '3055550188', '1200 Brickell Avenue', 'Miami', 'FL', '33101'),
  },
  {
    id: 3002,
    asks_enroller_code: 0,
    member_store: 0,
    landing_portal_id: 5,
    menu_categories: 'dental,vision,term_life,di,accident,critical',
    name: 'Lakeside Schools',
    code: 'LKS30020',
    agent_id: 3,
    landing_slug: null,
    info: groupInfo('Lakeside Schools', '5125550199', '77 Lake Drive', 'Austin', 'TX', '73301'),
  },
];

/** The Direct Enrollment portal of Marcus Reed (agent 3), billed by EFT list (catalog/demo/payment-methods.json). */
export const ELIST_PORTAL_ID = 5;

export const PORTALS = AGENTS.flatMap((agent, index) => [
  { id: index * 2 + 1, name: 'Direct Enrollment', code: `DE${agent.id}`, agent_id: agent.id },
  { id: index * 2 + 2, name: 'Worksite Portal', code: `WP${agent.id}`, agent_id: agent.id },
]);

export const REFERRALS = [
  { id: 'RFJE2024', agent_id: 1, group_id: null, portal_id: 1, active: 1 },
  { id: 'RFPN7731', agent_id: 2, group_id: 2512, portal_id: 3, active: 1 },
  { id: 'RFEC5521', agent_id: 4, group_id: 3001, portal_id: 7, active: 1 },
  { id: 'RFOLD001', agent_id: 3, group_id: null, portal_id: null, active: 0 },
];

const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Sofia',
  'Ethan',
  'Grace',
  'Lucas',
  'Chloe',
  'Mateo',
  'Zoe',
  'Owen',
];
const LAST = [
  'Carter',
  'Nguyen',
  'Patel',
  'Brooks',
  'Rivera',
  'Kim',
  'Foster',
  'Hughes',
  'Ortiz',
  'Bennett',
  'Shah',
  'Lopez',
];
const ZIPS = ['90210', '10001', '73301', '33101', '60601', '92618'];

/** Twelve current members with their policies; a few policies are inactive. */
export function demoMembers(random: () => number) {
  return FIRST.map((first, index) => {
    const last = LAST[index] ?? 'Member';
    const year = 1958 + Math.floor(random() * 40);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const agent = AGENTS[index % AGENTS.length]!;
    const group = index % 3 === 2 ? null : (GROUPS.find((g) => g.agent_id === agent.id)?.id ?? null);
    return {
      id: 5001 + index,
      first_name: first,
      last_name: last,
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      gender: index % 2 === 0 ? '1' : '0',
      email: `${first}.${last}@example.com`.toLowerCase(),
      phone: `213555${String(140 + index).padStart(4, '0')}`,
      zip: ZIPS[index % ZIPS.length]!,
      ssn: String(100000000 + Math.floor(random() * 799999999)),
      agent_id: agent.id,
      group_id: group,
    };
  });
}

export const POLICY_PLANS = [101, 111, 141, 201, 161, 222];

/**
 * The store's own pictures (get-external-site-dynamic-information) that are no part of its face: the
 * cart, thank-you and no-plan pictures, the step icons and review cards. The face (name, logo, colours,
 * phone, app links) is the catalog package's site.json (catalog/demo/site.json for the demo).
 */
const storePictures = () => ({
  cart_logo: '/brand/cart.svg',
  thank_you_image: '/brand/thank-you.svg',
  no_plan_icon: '/brand/no-plan.svg',
  /** The wizard's step icons, keyed by each step's get-dynamic-tabs name. */
  ...Object.fromEntries(
    Object.values(STEP_CATALOG).map((step) => [`step_icon_${step.tab}`, `/brand/steps/${step.slug}.svg`]),
  ),
  /** The review screen's card images, keyed the same way (review_card_<tab>). */
  ...Object.fromEntries(
    Object.values(STEP_CATALOG).map((step) => [`review_card_${step.tab}`, `/brand/review/${step.slug}.svg`]),
  ),
});

/** A demo site's settings: the store's pictures, and the demo's footer plan and tools site. */
const branding = () => ({
  ...storePictures(),
  /** The plan the footer links to (get-goenroll-footer-plan). */
  footer_plan_id: '101',
  /** The rep, member and group dashboards and registrations live on this separate site. */
  external_tools_url: 'https://portal.benefitstore.example',
  /** The spec's site flag: the header's tools menu shows only while this is "false". */
  hide_admin_menu: 'false',
});

/** A production store's one site on its first start: the store's pictures, nothing of the demo's. */
export const PRODUCTION_SITE = {
  domain: 'localhost',
  kind: 'default',
  agent_id: null,
  group_id: null,
  settings: storePictures(),
};

export const SITES = [
  {
    domain: 'localhost',
    kind: 'default',
    agent_id: null,
    group_id: null,
    settings: branding(),
  },
  {
    domain: 'doctor.localhost',
    kind: 'doctor',
    agent_id: 4,
    group_id: 3001,
    settings: branding(),
  },
];
