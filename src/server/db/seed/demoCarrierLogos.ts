/** Each demo carrier's drawn logo under public/carriers/, shown on its plans' cards. */
const CARRIER_LOGOS: Record<number, string> = {
  1: '/carriers/harborline-mutual.svg',
  2: '/carriers/keystone-benefit-life.svg',
  3: '/carriers/summit-health-partners.svg',
  4: '/carriers/bluewater-vision.svg',
  5: '/carriers/crescent-supplemental.svg',
  6: '/carriers/evergreen-pet-cover.svg',
};

/** A plan's logo is its carrier's; a carrier without a drawn logo gives '' (the card shows the name only). */
export function carrierLogo(carrierId: number): string {
  return CARRIER_LOGOS[carrierId] ?? '';
}
