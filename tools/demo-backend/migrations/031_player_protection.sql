-- Issue 31: time-outs and self-exclusions a player starts from the responsible-gaming page. A row is
-- kept after it ends (the account page shows the last one); login is refused while one is in force.
CREATE TABLE player_protection (
  id        INTEGER PRIMARY KEY,
  user_id   INTEGER NOT NULL REFERENCES users(id),
  kind      TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
  amount    INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at   INTEGER NOT NULL
);
CREATE INDEX player_protection_by_user ON player_protection (user_id, ends_at);
