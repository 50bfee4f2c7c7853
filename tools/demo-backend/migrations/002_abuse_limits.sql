-- Issue 17: a TAC is burned after 5 wrong tries, re-issue is rate limited (needs the issue time),
-- a session may come from a password-reset code (it may then set a password without the old one).
ALTER TABLE tac_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE tac_codes ADD COLUMN created_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX tac_by_expiry ON tac_codes (expires_at);
ALTER TABLE sessions ADD COLUMN recovery INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
CREATE INDEX sessions_by_user ON sessions (user_id);
