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
SET LOCAL jit_above_cost = 50000; SET LOCAL jit_optimize_above_cost = 50000

-- statement 7
SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), j IS NOT NULL AND btrim(CAST(j AS text)) <> '' AND (min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t)))) AND d IS NOT NULL AND (d IS NULL OR (d >= 1 AND d <= 7)) AND (min(q) IS NULL OR min(q) >= 1) AND (min(p) IS NULL OR min(p) >= 0) AS clean, count(*) AS row_count,
       COALESCE(sum(q), 0) + count(*) - count(q) AS units, COALESCE(sum(q * CAST(p AS bigint)) FILTER (WHERE q IS NOT NULL), 0) + COALESCE(sum(p) FILTER (WHERE q IS NULL), 0) AS revenue,
       count(p) AS priced, d + 20756 AS first_day, d + 20756 AS last_day,
       CAST(extract(epoch FROM min(t)) AS double precision) AS earliest, CAST(extract(epoch FROM max(t)) AS double precision) AS latest, 0, 0, 0, 0, 0, 0
  FROM (SELECT o."juice" AS j, o."status" AS s, width_bucket(o."orderedAt", '{"2026-10-31 04:00:00+00","2026-11-01 04:00:00+00","2026-11-02 05:00:00+00","2026-11-03 05:00:00+00","2026-11-04 05:00:00+00","2026-11-05 05:00:00+00","2026-11-06 05:00:00+00","2026-11-07 05:00:00+00"}'::timestamptz[]) AS d, o."orderedAt" AS t, o."quantity" AS q, o."unitPrice" AS p, CAST(NULL AS integer) AS a, o."id" AS id FROM "orders" AS o WHERE ((o."orderedAt" >= $1 AND o."orderedAt" < $2) OR o."orderedAt" IS NULL) AND o."orderedAt" IS NOT DISTINCT FROM o."orderedAt") AS r
 GROUP BY j, s, d
-- $1 instant 2026-10-31T04:00:00.000Z
-- $2 instant 2026-11-07T05:00:00.000Z

-- statement 8
SELECT count(*) FROM "orders" AS o

-- read: 0 orders, 0 skipped, orders counted: true
