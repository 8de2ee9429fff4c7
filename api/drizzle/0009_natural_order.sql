-- The order the console's tables sort text in (Intl.Collator('en', {numeric: true, sensitivity: 'base'})):
-- case and accents ignored, digits by value ('user9' before 'user10'). The proof list sorts on the
-- server with it, so a page of 100,000 proofs is ordered as the browser ordered the whole list.
CREATE COLLATION IF NOT EXISTS "natural_order" (provider = icu, locale = 'en-u-kn-true-ks-level1', deterministic = false);
