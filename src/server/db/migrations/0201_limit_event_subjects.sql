-- What a use of an allowance was for (a hash of the gift code tried): the same subject tried again within the
-- window is the same try, so one code sent many times at once counts once, while each new code counts.
ALTER TABLE limit_events ADD COLUMN subject text;
CREATE INDEX limit_events_subject ON limit_events (key, subject) WHERE subject IS NOT NULL;
