-- statement 1
SET default_transaction_read_only = on; SET statement_timeout = '300s'; SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off

-- statement 2
BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY

-- statement 3
SELECT * FROM "orders" AS o LIMIT 0

-- statement 4
SELECT EXISTS (SELECT FROM pg_index AS i JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnkeyatts = 1
                  AND i.indpred IS NULL AND i.indexprs IS NULL AND a.attname = $2)
-- $1 text "\"orders\""
-- $2 text "id"

-- statement 5
SELECT CAST(a.attname AS text) FROM pg_partitioned_table AS p
  JOIN pg_attribute AS a ON a.attrelid = p.partrelid AND a.attnum = ANY (CAST(p.partattrs AS int2[]))
 WHERE p.partrelid = to_regclass($1) ORDER BY a.attnum
-- $1 text "\"orders\""

-- statement 6
SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), j IS NOT NULL AND btrim(CAST(j AS text)) <> '' AND (min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t)))) AND (min(q) IS NULL OR min(q) >= 1) AND (min(p) IS NULL OR min(p) >= 0) AND count(p) = count(*) AS clean, count(*) AS row_count,
       COALESCE(sum(q), 0) + count(*) - count(q) AS units, COALESCE(sum(q * CAST(p AS bigint)) FILTER (WHERE q IS NOT NULL), 0) + COALESCE(sum(p) FILTER (WHERE q IS NULL), 0) AS revenue,
       count(p) AS priced, min(d) AS first_day, max(d) AS last_day,
       CAST(extract(epoch FROM min(t)) AS double precision) AS earliest, CAST(extract(epoch FROM max(t)) AS double precision) AS latest, 0, 0, 0, 0, 0, 0
  FROM (SELECT o."juice" AS j, o."status" AS s, CAST(NULL AS integer) AS d, o."orderedAt" AS t, o."quantity" AS q, o."unitPrice" AS p, CAST(NULL AS integer) AS a, o."id" AS id FROM "orders" AS o) AS r
 GROUP BY j, s

-- statement 7
SET LOCAL enable_sort = on

-- statement 8
SELECT 0 AS kind, j, s, problem, count(*) AS row_count,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) THEN (CASE WHEN q > 0 AND a < 0 THEN 0 ELSE q END) END) AS bigint) AS units,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) THEN CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END END) AS bigint) AS revenue,
       count(COALESCE(a, p)) AS priced, min(d) AS first_day, max(d) AS last_day,
       CAST(extract(epoch FROM min(t)) AS double precision) AS earliest, CAST(extract(epoch FROM max(t)) AS double precision) AS latest,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN 1 END) AS returns,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN -q END) AS bigint) AS returned_units,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN -(CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END) END) AS bigint) AS returned_revenue,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN COALESCE(a, p) END) AS returns_priced,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN 1 END) AS refunds,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue
  FROM (SELECT CAST(o."juice" AS text) AS j, CAST(o."status" AS text) AS s, CAST(NULL AS integer) AS d, CASE WHEN isfinite(o."orderedAt") THEN o."orderedAt" END AS t, CASE WHEN o."orderedAt" IS NOT NULL AND NOT isfinite(o."orderedAt") THEN 1 WHEN o."juice" IS NULL OR btrim(CAST(o."juice" AS text)) = '' THEN 2 WHEN o."quantity" IS NOT NULL AND (o."quantity" = 0) THEN 3 WHEN o."unitPrice" IS NOT NULL AND (o."unitPrice" < 0) THEN 4 WHEN o."unitPrice" IS NULL AND NULL IS NULL THEN 6 ELSE 0 END AS problem, CAST(COALESCE(o."quantity", 1) AS bigint) AS q, CAST(o."unitPrice" AS bigint) * 10000 AS p, CAST(NULL AS bigint) AS a, CAST(o."id" AS text) AS id, CAST(NULL AS integer) AS h FROM "orders" AS o) AS r
 GROUP BY j, s, problem
UNION ALL
SELECT 1, CAST(NULL AS text), s, problem, count(DISTINCT id) + count(*) - count(id), CAST(NULL AS bigint), CAST(NULL AS bigint),
       0, min(d), max(d), CAST(extract(epoch FROM min(t)) AS double precision), CAST(extract(epoch FROM max(t)) AS double precision), 0, 0, 0, 0, 0, 0
  FROM (SELECT CAST(o."juice" AS text) AS j, CAST(o."status" AS text) AS s, CAST(NULL AS integer) AS d, CASE WHEN isfinite(o."orderedAt") THEN o."orderedAt" END AS t, CASE WHEN o."orderedAt" IS NOT NULL AND NOT isfinite(o."orderedAt") THEN 1 WHEN o."juice" IS NULL OR btrim(CAST(o."juice" AS text)) = '' THEN 2 WHEN o."quantity" IS NOT NULL AND (o."quantity" = 0) THEN 3 WHEN o."unitPrice" IS NOT NULL AND (o."unitPrice" < 0) THEN 4 WHEN o."unitPrice" IS NULL AND NULL IS NULL THEN 6 ELSE 0 END AS problem, CAST(COALESCE(o."quantity", 1) AS bigint) AS q, CAST(o."unitPrice" AS bigint) * 10000 AS p, CAST(NULL AS bigint) AS a, CAST(o."id" AS text) AS id, CAST(NULL AS integer) AS h FROM "orders" AS o) AS r
 WHERE problem NOT IN (1, 2, 3, 4, 7)
 GROUP BY s, problem

-- statement 9
SELECT id, problem, s, j, qt, pt, tt, at FROM (SELECT CAST(o."juice" AS text) AS j, CAST(o."status" AS text) AS s, CAST(NULL AS integer) AS d, CASE WHEN isfinite(o."orderedAt") THEN o."orderedAt" END AS t, CASE WHEN o."orderedAt" IS NOT NULL AND NOT isfinite(o."orderedAt") THEN 1 WHEN o."juice" IS NULL OR btrim(CAST(o."juice" AS text)) = '' THEN 2 WHEN o."quantity" IS NOT NULL AND (o."quantity" = 0) THEN 3 WHEN o."unitPrice" IS NOT NULL AND (o."unitPrice" < 0) THEN 4 WHEN o."unitPrice" IS NULL AND NULL IS NULL THEN 6 ELSE 0 END AS problem, CAST(COALESCE(o."quantity", 1) AS bigint) AS q, CAST(o."unitPrice" AS bigint) * 10000 AS p, CAST(NULL AS bigint) AS a, CAST(o."id" AS text) AS id, CAST(NULL AS integer) AS h, CAST(o."quantity" AS text) AS qt, CAST(o."unitPrice" AS text) AS pt, CAST(o."orderedAt" AS text) AS tt, CAST(NULL AS text) AS at FROM "orders" AS o) AS r
 WHERE problem <> 0
 ORDER BY id COLLATE "C" NULLS LAST
 LIMIT 1000

-- thrown: shop: row with id "B2": "quantity" must be a whole number other than 0 (negative for a return), got 2.5
