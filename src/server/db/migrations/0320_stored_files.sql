-- Uploaded files (selfies, documents, receipts) live in the database by default, so every server instance on
-- it serves every file. A file is cut into parts so it is read and sent a part at a time, never whole.
CREATE TABLE stored_files (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 200),
  size integer NOT NULL CHECK (size BETWEEN 0 AND 16777216),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stored_file_parts (
  key text NOT NULL REFERENCES stored_files (key) ON DELETE CASCADE,
  part integer NOT NULL CHECK (part >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (key, part)
);
-- Pictures and PDFs are compressed already: kept out of line without a second compression attempt.
ALTER TABLE stored_file_parts ALTER COLUMN data SET STORAGE EXTERNAL;
