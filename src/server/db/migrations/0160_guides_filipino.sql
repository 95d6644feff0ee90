-- Guides are read in English and Filipino: each guide carries its title, summary and text in Filipino beside the
-- English ones. An empty Filipino text means "not translated yet": Filipino readers then see the English one.
ALTER TABLE guides
  ADD COLUMN title_fil text NOT NULL DEFAULT '',
  ADD COLUMN description_fil text NOT NULL DEFAULT '',
  ADD COLUMN body_fil text NOT NULL DEFAULT '';
