-- A zone is the town's land: its border (GeoJSON MultiPolygon of [lng, lat] rings) and that border's bounding
-- box, which picks the one or two zones a point may be in before the exact test. A zone without a border
-- (Zamboanga: no boundary file yet) covers the ground around its centre.
ALTER TABLE zones
  ADD COLUMN psgc integer,
  ADD COLUMN border jsonb,
  ADD COLUMN min_lat double precision,
  ADD COLUMN min_lng double precision,
  ADD COLUMN max_lat double precision,
  ADD COLUMN max_lng double precision;
