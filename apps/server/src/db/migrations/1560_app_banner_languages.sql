-- The app-download banner is a picture with words in it (spec core §2 Home, the top banner): like an advert's image,
-- it is drawn once per language, so the column holds a localized text ({"en": …, "fr": …}) read with the English
-- one as the fallback. Existing rows become their English picture.
ALTER TABLE app_versions ALTER COLUMN img_url TYPE jsonb USING jsonb_build_object('en', img_url);
