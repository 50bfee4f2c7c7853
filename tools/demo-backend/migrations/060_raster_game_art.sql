-- Game art is served as JPEG (tools/demo-backend/assets/raster.ts): a database seeded before names the
-- SVG it used to be, which no longer answers.
UPDATE games SET game_image = substr(game_image, 1, length(game_image) - 4) || '.jpg'
  WHERE game_image LIKE '/api/assets/game/%.svg';
UPDATE favourites SET img_url = substr(img_url, 1, length(img_url) - 4) || '.jpg'
  WHERE img_url LIKE '/api/assets/game/%.svg';
