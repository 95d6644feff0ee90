// The pricing page's query on its own, without the dates the pricing modes need: the page list
// (config/prerendered-pages.ts), which every web app's shell reads, names it.

/** The query parameters the pricing page reads (zone, vehicle type by id or slug, mode). */
export const PRICING_QUERY_PARAMS = ['branch_id', 'vid', 'slug', 'mode'] as const;

export type PricingQuery = Partial<Record<(typeof PRICING_QUERY_PARAMS)[number], string | null>>;
