-- consentpay (docs/compliance.md): the marketing consent a player gave per product and channel (GB), as
-- `product:channel` pairs; no row: never asked (a site whose registration has no consent grid).
CREATE TABLE marketing_consents (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id),
  consent    TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
