/** Stores that would cover each other on the map at the branch's zoom, drawn as one marker with a count. */
export type StoreCluster<T> = { lat: number; lng: number; stores: T[] };

/** Share of the branch's extent within which two store markers (36 px on a 390 px map) would overlap. */
const OVERLAP_SHARE = 0.1;
/** The smallest distance (degrees, about 50 m) that still counts as overlapping, for a branch of one street. */
const MIN_CELL_DEG = 0.0005;

/**
 * Groups stores whose markers would overlap at the zoom that fits the whole branch, greedily around the first
 * store of each group, so downtown's crowded stores become one tappable marker that lists them.
 */
export function clusterStores<T extends { lat: number; lng: number }>(
  stores: readonly T[],
): StoreCluster<T>[] {
  if (stores.length === 0) return [];
  const lats = stores.map((s) => s.lat);
  const lngs = stores.map((s) => s.lng);
  const span = Math.max(Math.max(...lats) - Math.min(...lats), Math.max(...lngs) - Math.min(...lngs));
  const cell = Math.max(span * OVERLAP_SHARE, MIN_CELL_DEG);
  const clusters: (StoreCluster<T> & { anchor: { lat: number; lng: number } })[] = [];
  for (const store of stores) {
    const near = clusters.find(
      (c) => Math.abs(c.anchor.lat - store.lat) < cell && Math.abs(c.anchor.lng - store.lng) < cell,
    );
    if (near) near.stores.push(store);
    else
      clusters.push({
        anchor: { lat: store.lat, lng: store.lng },
        lat: store.lat,
        lng: store.lng,
        stores: [store],
      });
  }
  return clusters.map(({ stores: members }) => ({
    lat: members.reduce((sum, s) => sum + s.lat, 0) / members.length,
    lng: members.reduce((sum, s) => sum + s.lng, 0) / members.length,
    stores: members,
  }));
}
