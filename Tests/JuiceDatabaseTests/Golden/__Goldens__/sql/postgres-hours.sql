-- statement 1
SET default_transaction_read_only = on; SET statement_timeout = '300s'; SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off

-- statement 2
BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY

-- statement 3
SELECT * FROM "orders" AS o LIMIT 0

-- statement 4
SET LOCAL enable_sort = on

-- statement 5
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
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue, h
  FROM (SELECT CAST(o."juice" AS text) AS j, CAST(o."status" AS text) AS s, CASE WHEN isfinite(o."orderedAt") THEN (CAST((o."orderedAt" AT TIME ZONE CAST($1 AS text)) AS date) - DATE '1970-01-01') END AS d, CASE WHEN isfinite(o."orderedAt") THEN o."orderedAt" END AS t, CASE WHEN o."orderedAt" IS NOT NULL AND NOT isfinite(o."orderedAt") THEN 1 WHEN o."juice" IS NULL OR btrim(CAST(o."juice" AS text)) = '' THEN 2 WHEN o."quantity" IS NOT NULL AND (o."quantity" = 0) THEN 3 WHEN o."unitPrice" IS NOT NULL AND (o."unitPrice" < 0) THEN 4 WHEN o."orderedAt" IS NULL THEN 5 WHEN o."unitPrice" IS NULL AND NULL IS NULL THEN 6 ELSE 0 END AS problem, CAST(COALESCE(o."quantity", 1) AS bigint) AS q, CAST(o."unitPrice" AS bigint) * 10000 AS p, CAST(NULL AS bigint) AS a, CAST(o."id" AS text) AS id, CASE WHEN isfinite(o."orderedAt") THEN CAST(extract(hour FROM (o."orderedAt" AT TIME ZONE CAST($1 AS text))) AS integer) END AS h FROM "orders" AS o WHERE (o."orderedAt" >= $2 AND o."orderedAt" < $3) OR o."orderedAt" IS NULL) AS r
 GROUP BY j, s, problem, d, h
UNION ALL
SELECT 1, CAST(NULL AS text), s, problem, count(DISTINCT id) + count(*) - count(id), CAST(NULL AS bigint), CAST(NULL AS bigint),
       0, min(d), max(d), CAST(extract(epoch FROM min(t)) AS double precision), CAST(extract(epoch FROM max(t)) AS double precision), 0, 0, 0, 0, 0, 0, h
  FROM (SELECT CAST(o."juice" AS text) AS j, CAST(o."status" AS text) AS s, CASE WHEN isfinite(o."orderedAt") THEN (CAST((o."orderedAt" AT TIME ZONE CAST($1 AS text)) AS date) - DATE '1970-01-01') END AS d, CASE WHEN isfinite(o."orderedAt") THEN o."orderedAt" END AS t, CASE WHEN o."orderedAt" IS NOT NULL AND NOT isfinite(o."orderedAt") THEN 1 WHEN o."juice" IS NULL OR btrim(CAST(o."juice" AS text)) = '' THEN 2 WHEN o."quantity" IS NOT NULL AND (o."quantity" = 0) THEN 3 WHEN o."unitPrice" IS NOT NULL AND (o."unitPrice" < 0) THEN 4 WHEN o."orderedAt" IS NULL THEN 5 WHEN o."unitPrice" IS NULL AND NULL IS NULL THEN 6 ELSE 0 END AS problem, CAST(COALESCE(o."quantity", 1) AS bigint) AS q, CAST(o."unitPrice" AS bigint) * 10000 AS p, CAST(NULL AS bigint) AS a, CAST(o."id" AS text) AS id, CASE WHEN isfinite(o."orderedAt") THEN CAST(extract(hour FROM (o."orderedAt" AT TIME ZONE CAST($1 AS text))) AS integer) END AS h FROM "orders" AS o WHERE (o."orderedAt" >= $2 AND o."orderedAt" < $3) OR o."orderedAt" IS NULL) AS r
 WHERE problem NOT IN (1, 2, 3, 4, 7)
 GROUP BY s, problem, d, h
-- $1 text "America/New_York"
-- $2 instant 2026-11-01T04:00:00.000Z
-- $3 instant 2026-12-01T05:00:00.000Z

-- statement 6
SELECT count(*) FROM "orders" AS o

-- read: 0 orders, 0 skipped, orders counted: true
