import { describe, expect, it } from 'vitest';
import { STEP_COLUMNS } from './filterCalls';
import { decodeLinkTab, resumeRouteOf, SAVED_TAB_ROUTES } from './resumeRoutes';

const base64url = (text: string) => Buffer.from(text).toString('base64url');

describe('resume routes (document 3, 4.6)', () => {
  it('sends every saved tab to its route', () => {
    expect(SAVED_TAB_ROUTES).toEqual({
      primary_info: '/enrollment/personal-info',
      contact_info: '/enrollment/contact-info',
      employer_info: '/enrollment/employer-info',
      benificiary_info: '/enrollment/beneficiary-info',
      health_info: '/enrollment/health-questions',
      dependent_info: '/enrollment/dependent-information',
      review_info: '/enrollment/review-confirm',
      aggrement_info: '/enrollment/agreement-signature',
      payment_info: '/enrollment/billing-information',
      cart_info: '/cart',
    });
    for (const column of STEP_COLUMNS) expect(resumeRouteOf(column), column).toMatch(/^\/enrollment\//);
    expect(resumeRouteOf('cart_info')).toBe('/cart');
  });

  it('knows nothing else', () => {
    expect(resumeRouteOf('beneficiary_info')).toBeNull();
    expect(resumeRouteOf('toString')).toBeNull();
    expect(resumeRouteOf('')).toBeNull();
    expect(resumeRouteOf(undefined)).toBeNull();
  });

  it("decodes the link's tab from base64, URL-safe or standard, padded or not", () => {
    for (const tab of Object.keys(SAVED_TAB_ROUTES)) {
      expect(decodeLinkTab(base64url(tab))).toBe(tab);
      expect(decodeLinkTab(Buffer.from(tab).toString('base64'))).toBe(tab);
    }
    expect(decodeLinkTab(resumeRouteOf('x') ?? '')).toBeNull();
    expect(decodeLinkTab('not base64!')).toBeNull();
    expect(decodeLinkTab(Buffer.from([0xff, 0x00, 0x81]).toString('base64url'))).toBeNull();
    expect(decodeLinkTab('a')).toBeNull();
  });
});
