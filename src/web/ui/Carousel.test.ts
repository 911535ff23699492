import { describe, expect, it } from 'vitest';
import { itemsPerView } from './Carousel';

describe('carousel items per view', () => {
  it('shows 1, 2, 3 and 5 from 0, 767, 1100 and 1300 pixels', () => {
    expect([0, 766, 767, 1099, 1100, 1299, 1300, 2000].map(itemsPerView)).toEqual([1, 1, 2, 2, 3, 3, 5, 5]);
  });
});
