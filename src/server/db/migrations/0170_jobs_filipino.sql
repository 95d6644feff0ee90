-- Job openings are read in English and Filipino, like the guides: each hiring page carries its title, summary
-- and lists in Filipino beside the English ones. An empty Filipino text or list means "not translated yet":
-- Filipino readers then see the English one.
ALTER TABLE jobs
  ADD COLUMN title_fil text NOT NULL DEFAULT '',
  ADD COLUMN summary_fil text NOT NULL DEFAULT '',
  ADD COLUMN vehicle_types_fil text[] NOT NULL DEFAULT '{}',
  ADD COLUMN how_to_apply_fil text[] NOT NULL DEFAULT '{}',
  ADD COLUMN requirements_fil text[] NOT NULL DEFAULT '{}';
