-- Issue 31, registration and the first bet (docs/compliance.md): a player's deposit limit (`none` is
-- an explicit choice of no limit; no row: never answered) with a raise waiting out its cooling-off
-- period, and when the player acknowledged the responsible-gaming information (MGA).
CREATE TABLE deposit_limits (
  user_id        INTEGER PRIMARY KEY REFERENCES users(id),
  period         TEXT NOT NULL CHECK (period IN ('none', 'daily', 'weekly', 'monthly')),
  amount         REAL NOT NULL,
  pending_period TEXT CHECK (pending_period IN ('none', 'daily', 'weekly', 'monthly')),
  pending_amount REAL,
  pending_at     INTEGER,
  updated_at     INTEGER NOT NULL
);

CREATE TABLE rg_acknowledgements (
  user_id         INTEGER PRIMARY KEY REFERENCES users(id),
  acknowledged_at INTEGER NOT NULL
);
