-- Sites: scalar §3 fields as columns, nested startup blocks as JSON text (read whole, never queried inside).
CREATE TABLE sites (
  id                INTEGER PRIMARY KEY,
  site_key          TEXT NOT NULL UNIQUE,
  external_id       TEXT NOT NULL UNIQUE,
  site_name         TEXT NOT NULL,
  currency          TEXT NOT NULL,
  theme_code        TEXT NOT NULL,
  theme_color       TEXT NOT NULL,
  logo1             TEXT NOT NULL,
  logo2             TEXT NOT NULL,
  logo3             TEXT NOT NULL,
  logo_text         TEXT NOT NULL,
  manifest_icon     TEXT NOT NULL,
  status            INTEGER NOT NULL,
  expired_date      TEXT,
  android_sub       TEXT NOT NULL,
  ios_sub           TEXT NOT NULL,
  gamify_status     INTEGER NOT NULL,
  free_game         INTEGER NOT NULL,
  aff_domain        TEXT NOT NULL,
  local_language    TEXT NOT NULL,
  is_maintenance    INTEGER NOT NULL DEFAULT 0,
  maintenance_start TEXT,
  maintenance_end   TEXT,
  content_json      TEXT NOT NULL,
  language_json     TEXT NOT NULL,
  i18n_json         TEXT NOT NULL,
  live_chat_json    TEXT NOT NULL,
  ai_assistant_json TEXT NOT NULL,
  referral_json     TEXT NOT NULL,
  stats_json        TEXT NOT NULL
);

CREATE TABLE site_domains (
  domain_name TEXT PRIMARY KEY,
  site_id     INTEGER NOT NULL REFERENCES sites(id)
);

CREATE TABLE providers (
  provider_code TEXT PRIMARY KEY,
  provider_name TEXT NOT NULL
);

CREATE TABLE games (
  id            INTEGER PRIMARY KEY,
  provider_code TEXT NOT NULL REFERENCES providers(provider_code),
  game_code     TEXT NOT NULL,
  game_name     TEXT NOT NULL,
  game_type     TEXT NOT NULL,
  game_image    TEXT NOT NULL,
  hotness       INTEGER NOT NULL,
  UNIQUE (provider_code, game_code)
);
CREATE INDEX games_by_type_hotness ON games (game_type, hotness DESC);
CREATE INDEX games_by_hotness ON games (hotness DESC);

CREATE TABLE users (
  id             INTEGER PRIMARY KEY,
  site_id        INTEGER NOT NULL REFERENCES sites(id),
  account_id     TEXT NOT NULL,
  password_hash  TEXT NOT NULL,
  full_name      TEXT NOT NULL,
  contact_email  TEXT NOT NULL,
  contact_phone  TEXT NOT NULL,
  status         TEXT NOT NULL DEFAULT 'ACTIVE',
  verified       INTEGER NOT NULL DEFAULT 1,
  game_balance   REAL NOT NULL DEFAULT 0,
  game_token     REAL NOT NULL DEFAULT 0,
  frozen_token   REAL NOT NULL DEFAULT 0,
  token_balance  REAL NOT NULL DEFAULT 0,
  total_deposit  REAL NOT NULL DEFAULT 0,
  total_turnover REAL NOT NULL DEFAULT 0,
  referral_code  TEXT NOT NULL,
  referrer_code  TEXT,
  signup_meta    TEXT NOT NULL DEFAULT '{}',
  created_at     TEXT NOT NULL,
  UNIQUE (site_id, account_id)
);

CREATE TABLE sessions (
  token      TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE tac_codes (
  id         INTEGER PRIMARY KEY,
  site_id    INTEGER NOT NULL REFERENCES sites(id),
  account_id TEXT NOT NULL,
  purpose    TEXT NOT NULL,
  code       TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tac_by_account ON tac_codes (site_id, account_id);

CREATE TABLE password_resets (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL
);

CREATE TABLE favourites (
  user_id       INTEGER NOT NULL REFERENCES users(id),
  provider_code TEXT NOT NULL,
  game_code     TEXT NOT NULL,
  game_name     TEXT NOT NULL,
  game_type     TEXT NOT NULL,
  img_url       TEXT NOT NULL,
  created_at    INTEGER NOT NULL,
  PRIMARY KEY (user_id, provider_code, game_code)
);

CREATE TABLE inbox (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL,
  is_read    INTEGER NOT NULL DEFAULT 0,
  claimable  INTEGER NOT NULL DEFAULT 0,
  claimed    INTEGER NOT NULL DEFAULT 0,
  reward     REAL NOT NULL DEFAULT 0
);
CREATE INDEX inbox_by_user ON inbox (user_id);

CREATE TABLE vip_levels (
  site_id            INTEGER NOT NULL REFERENCES sites(id),
  level              INTEGER NOT NULL,
  vip_name           TEXT NOT NULL,
  deposit_required   REAL NOT NULL,
  turnover_required  REAL NOT NULL,
  birthday_bonus     REAL NOT NULL,
  rebate_percent     REAL NOT NULL,
  PRIMARY KEY (site_id, level)
);

CREATE TABLE cms_sections (
  site_id       INTEGER NOT NULL REFERENCES sites(id),
  section       TEXT NOT NULL,
  status        INTEGER NOT NULL,
  content_en    TEXT NOT NULL,
  content_local TEXT NOT NULL,
  PRIMARY KEY (site_id, section)
);

CREATE TABLE faqs (
  site_id  INTEGER NOT NULL REFERENCES sites(id),
  faq_key  TEXT NOT NULL,
  language TEXT NOT NULL,
  question TEXT NOT NULL,
  answer   TEXT NOT NULL,
  PRIMARY KEY (site_id, faq_key, language)
);

CREATE TABLE seo_pages (
  site_id         INTEGER NOT NULL REFERENCES sites(id),
  page_name       TEXT NOT NULL,
  meta_title      TEXT NOT NULL,
  meta_desc       TEXT NOT NULL,
  meta_keywords   TEXT NOT NULL,
  meta_author     TEXT NOT NULL,
  meta_publisher  TEXT NOT NULL,
  meta_lang       TEXT NOT NULL,
  meta_image_url  TEXT NOT NULL,
  meta_url        TEXT NOT NULL,
  meta_canonical  TEXT NOT NULL,
  item_name_en    TEXT NOT NULL,
  item_name_local TEXT NOT NULL,
  item_body_en    TEXT NOT NULL,
  item_body_local TEXT NOT NULL,
  PRIMARY KEY (site_id, page_name)
);

CREATE TABLE slides (
  id        INTEGER PRIMARY KEY,
  site_id   INTEGER NOT NULL REFERENCES sites(id),
  position  INTEGER NOT NULL,
  image_url TEXT NOT NULL,
  title     TEXT NOT NULL,
  link      TEXT NOT NULL
);

CREATE TABLE announcements (
  id         INTEGER PRIMARY KEY,
  site_id    INTEGER NOT NULL REFERENCES sites(id),
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE marquee_messages (
  id       INTEGER PRIMARY KEY,
  site_id  INTEGER NOT NULL REFERENCES sites(id),
  position INTEGER NOT NULL,
  message  TEXT NOT NULL
);

CREATE TABLE public_transactions (
  id         INTEGER PRIMARY KEY,
  site_id    INTEGER NOT NULL REFERENCES sites(id),
  kind       TEXT NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  account    TEXT NOT NULL,
  amount     REAL NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE leaderboard (
  id         INTEGER PRIMARY KEY,
  site_id    INTEGER NOT NULL REFERENCES sites(id),
  kind       TEXT NOT NULL CHECK (kind IN ('winner', 'withdrawal')),
  rank       INTEGER NOT NULL,
  account    TEXT NOT NULL,
  game_name  TEXT NOT NULL,
  amount     REAL NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE social_accounts (
  site_id  INTEGER NOT NULL REFERENCES sites(id),
  platform TEXT NOT NULL,
  url      TEXT NOT NULL,
  handle   TEXT NOT NULL,
  PRIMARY KEY (site_id, platform)
);

CREATE TABLE analytics_scripts (
  id      INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id),
  section TEXT NOT NULL CHECK (section IN ('HEAD', 'BODY')),
  script  TEXT NOT NULL
);

CREATE TABLE partners (
  id           INTEGER PRIMARY KEY,
  site_id      INTEGER NOT NULL REFERENCES sites(id),
  position     INTEGER NOT NULL,
  href         TEXT NOT NULL,
  img_url      TEXT NOT NULL,
  partner_name TEXT NOT NULL
);

CREATE TABLE ads_visits (
  id           INTEGER PRIMARY KEY,
  site_id      INTEGER NOT NULL REFERENCES sites(id),
  fbp          TEXT NOT NULL,
  appsflyer_id TEXT NOT NULL,
  created_at   INTEGER NOT NULL
);

CREATE TABLE matches (
  id              INTEGER PRIMARY KEY,
  league          TEXT NOT NULL,
  sport           TEXT NOT NULL,
  kickoff         TEXT NOT NULL,
  home_team_name  TEXT NOT NULL,
  away_team_name  TEXT NOT NULL,
  team_names_json TEXT NOT NULL
);

CREATE TABLE bet_lines (
  id        INTEGER PRIMARY KEY,
  match_id  INTEGER NOT NULL REFERENCES matches(id),
  bet_type  TEXT NOT NULL,
  home_away TEXT NOT NULL,
  criteria1 TEXT NOT NULL,
  odds      REAL NOT NULL
);
CREATE INDEX bet_lines_by_match ON bet_lines (match_id);

CREATE TABLE seed_info (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
