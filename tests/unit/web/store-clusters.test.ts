import { describe, expect, it } from 'vitest';
import { clusterStores } from '@/web/public/pages/services/store-clusters';

describe('store clusters on the partner stores map', () => {
  it('groups downtown stores that would cover each other and keeps far ones apart', () => {
    const stores = [
      { id: 1, lat: 9.7392, lng: 118.7353 },
      { id: 2, lat: 9.7394, lng: 118.7356 },
      { id: 3, lat: 9.7389, lng: 118.735 },
      { id: 4, lat: 9.81, lng: 118.75 },
      { id: 5, lat: 9.75, lng: 118.69 },
    ];
    const clusters = clusterStores(stores);
    expect(clusters.map((c) => c.stores.map((s) => s.id))).toEqual([[1, 2, 3], [4], [5]]);
    expect(clusters[0].lat).toBeCloseTo((9.7392 + 9.7394 + 9.7389) / 3, 6);
    expect(clusterStores([])).toEqual([]);
    expect(clusterStores([stores[0]])).toEqual([{ lat: 9.7392, lng: 118.7353, stores: [stores[0]] }]);
  });
});
