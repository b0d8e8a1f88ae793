-- statement 1
SET default_transaction_read_only = on; SET statement_timeout = '300s'; SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off

-- statement 2
BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY

-- statement 3
SELECT * FROM "local_orders" AS o LIMIT 0

-- statement 4
SELECT CAST(a.attname AS text) FROM pg_partitioned_table AS p
  JOIN pg_attribute AS a ON a.attrelid = p.partrelid AND a.attnum = ANY (CAST(p.partattrs AS int2[]))
 WHERE p.partrelid = to_regclass($1) ORDER BY a.attnum
-- $1 text "\"local_orders\""

-- statement 5
SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), j IS NOT NULL AND btrim(CAST(j AS text)) <> '' AND (min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t)))) AND d IS NOT NULL AND (min(q) IS NULL OR min(q) >= 1) AND (min(p) IS NULL OR min(p) >= 0) AND COALESCE(bool_and(p * 10000 = trunc(p * 10000)), true) AND count(p) = count(*) AS clean, count(*) AS row_count,
       COALESCE(sum(q), 0) + count(*) - count(q) AS units, COALESCE(sum(q * p) FILTER (WHERE q IS NOT NULL), 0) + COALESCE(sum(p) FILTER (WHERE q IS NULL), 0) AS revenue,
       count(p) AS priced, CASE WHEN isfinite(d) THEN d - DATE '1970-01-01' END AS first_day, CASE WHEN isfinite(d) THEN d - DATE '1970-01-01' END AS last_day,
       CAST(extract(epoch FROM (min(t) AT TIME ZONE CAST($1 AS text))) AS double precision) AS earliest, CAST(extract(epoch FROM (max(t) AT TIME ZONE CAST($1 AS text))) AS double precision) AS latest, 0, 0, 0, 0, 0, 0
  FROM (SELECT o."juice" AS j, CAST(NULL AS text) AS s, CAST((o."orderedAt" - interval '14400 seconds') AS date) AS d, o."orderedAt" AS t, o."quantity" AS q, CAST(o."unitPrice" AS numeric) AS p, CAST(NULL AS integer) AS a, CAST(NULL AS text) AS id FROM "local_orders" AS o WHERE ((o."orderedAt" >= CAST($2 AS timestamp) AND o."orderedAt" < CAST($3 AS timestamp)) OR o."orderedAt" IS NULL)) AS r
 GROUP BY j, s, d
-- $1 text "Asia/Seoul"
-- $2 text "2026-10-31 04:00:00"
-- $3 text "2026-11-07 04:00:00"

-- statement 6
SELECT count(*) FROM "local_orders" AS o

-- read: 0 orders, 0 skipped, orders counted: true
