import { describe, expect, it } from 'vitest';
import { fitView } from '@/web/shared/MapView';

describe('fitView', () => {
  const size = { width: 390, height: 338 };

  it('keeps the view on two points due north of each other', () => {
    const view = fitView(
      [
        { lat: 9.7392, lng: 118.7353 },
        { lat: 9.7842, lng: 118.7353 },
      ],
      size,
    );
    expect(view?.center.lng).toBeCloseTo(118.7353, 4);
    expect(view?.center.lat).toBeCloseTo(9.7617, 3);
    expect(view?.zoom).toBeGreaterThan(11);
  });

  it('keeps the view on two points due east of each other', () => {
    const view = fitView(
      [
        { lat: 9.74, lng: 118.73 },
        { lat: 9.74, lng: 118.76 },
      ],
      size,
    );
    expect(view?.center.lat).toBeCloseTo(9.74, 4);
    expect(view?.center.lng).toBeCloseTo(118.745, 3);
    expect(view?.zoom).toBeGreaterThan(11);
  });
});
