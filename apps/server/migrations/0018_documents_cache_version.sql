-- The document library joins the catalogue's version (migration 0012, issue 28): GET /v2/documents
-- is cached per process like the home calls, keyed by the user's and the catalogue's versions, so
-- any write to a document or its brands (through any process, or SQL) bumps the catalogue's
-- version in its own transaction. Document changes are rare administrator actions; the price is
-- that each user's next call after one reloads their principal, as after any catalogue change.
CREATE TRIGGER document_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document
  FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_catalog_version();
CREATE TRIGGER document_brand_cache_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_brand
  FOR EACH STATEMENT EXECUTE FUNCTION portal_bump_catalog_version();
