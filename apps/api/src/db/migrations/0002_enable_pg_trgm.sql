-- Partial-word search over post titles and tags (trigram similarity). PGlite loads the extension itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
