-- statement 1
SET default_transaction_read_only = on; SET statement_timeout = '300s'; SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off

-- statement 2
BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY

-- statement 3
SELECT * FROM "line_items" AS o LIMIT 0

-- statement 4
SELECT EXISTS (SELECT FROM pg_index AS i JOIN pg_attribute AS a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
                WHERE i.indrelid = to_regclass($1) AND i.indisunique AND i.indnkeyatts = 1
                  AND i.indpred IS NULL AND i.indexprs IS NULL AND a.attname = $2)
-- $1 text "\"line_items\""
-- $2 text "id"

-- statement 5
SELECT CAST(a.attname AS text) FROM pg_partitioned_table AS p
  JOIN pg_attribute AS a ON a.attrelid = p.partrelid AND a.attnum = ANY (CAST(p.partattrs AS int2[]))
 WHERE p.partrelid = to_regclass($1) ORDER BY a.attnum
-- $1 text "\"line_items\""

-- statement 6
SET LOCAL jit_above_cost = 50000; SET LOCAL jit_optimize_above_cost = 50000

-- statement 7
SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), j IS NOT NULL AND btrim(CAST(j AS text)) <> '' AND (min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t)))) AND d IS NOT NULL AND (d IS NULL OR (d >= 1 AND d <= 30)) AND (min(q) IS NULL OR min(q) >= 1) AND COALESCE(bool_and(q = trunc(q)), true) AND (min(p) IS NULL OR min(p) >= 0) AND COALESCE(bool_and(p * 10000 = trunc(p * 10000)), true) AND (min(a) IS NULL OR min(a) >= 0) AND COALESCE(bool_and(a * 10000 = trunc(a * 10000)), true) AND count(*) FILTER (WHERE a IS NOT NULL OR p IS NOT NULL) = count(*) AS clean, count(*) AS row_count,
       COALESCE(sum(q), 0) + count(*) - count(q) AS units, COALESCE(sum(a), 0) + COALESCE(sum(q * p) FILTER (WHERE a IS NULL AND q IS NOT NULL), 0) + COALESCE(sum(p) FILTER (WHERE a IS NULL AND q IS NULL), 0) AS revenue,
       count(*) FILTER (WHERE a IS NOT NULL OR p IS NOT NULL) AS priced, d + 20757 AS first_day, d + 20757 AS last_day,
       CAST(extract(epoch FROM min(t)) AS double precision) AS earliest, CAST(extract(epoch FROM max(t)) AS double precision) AS latest, 0, 0, 0, 0, 0, 0
  FROM (SELECT o."juice" AS j, o."status" AS s, width_bucket(o."orderedAt", '{"2026-10-31 15:00:00+00","2026-11-01 15:00:00+00","2026-11-02 15:00:00+00","2026-11-03 15:00:00+00","2026-11-04 15:00:00+00","2026-11-05 15:00:00+00","2026-11-06 15:00:00+00","2026-11-07 15:00:00+00","2026-11-08 15:00:00+00","2026-11-09 15:00:00+00","2026-11-10 15:00:00+00","2026-11-11 15:00:00+00","2026-11-12 15:00:00+00","2026-11-13 15:00:00+00","2026-11-14 15:00:00+00","2026-11-15 15:00:00+00","2026-11-16 15:00:00+00","2026-11-17 15:00:00+00","2026-11-18 15:00:00+00","2026-11-19 15:00:00+00","2026-11-20 15:00:00+00","2026-11-21 15:00:00+00","2026-11-22 15:00:00+00","2026-11-23 15:00:00+00","2026-11-24 15:00:00+00","2026-11-25 15:00:00+00","2026-11-26 15:00:00+00","2026-11-27 15:00:00+00","2026-11-28 15:00:00+00","2026-11-29 15:00:00+00","2026-11-30 15:00:00+00"}'::timestamptz[]) AS d, o."orderedAt" AS t, CAST(o."quantity" AS numeric) AS q, CAST(o."unitPrice" AS numeric) AS p, CAST(o."amount" AS numeric) AS a, o."id" AS id FROM "line_items" AS o WHERE ((o."orderedAt" >= $1 AND o."orderedAt" < $2) OR o."orderedAt" IS NULL) AND o."orderedAt" IS NOT DISTINCT FROM o."orderedAt") AS r
 GROUP BY j, s, d
UNION ALL
SELECT 1, CAST(NULL AS text), CAST(s AS text), true, CAST(count(id) + COALESCE(sum(n) FILTER (WHERE id IS NULL), 0) AS bigint),
       NULL, NULL, 0, d + 20757, d + 20757, CAST(extract(epoch FROM min(t0)) AS double precision), CAST(extract(epoch FROM max(t1)) AS double precision),
       0, 0, 0, 0, 0, 0
  FROM (SELECT s, d, id, count(*) AS n, min(t) AS t0, max(t) AS t1 FROM (SELECT o."juice" AS j, o."status" AS s, width_bucket(o."orderedAt", '{"2026-10-31 15:00:00+00","2026-11-01 15:00:00+00","2026-11-02 15:00:00+00","2026-11-03 15:00:00+00","2026-11-04 15:00:00+00","2026-11-05 15:00:00+00","2026-11-06 15:00:00+00","2026-11-07 15:00:00+00","2026-11-08 15:00:00+00","2026-11-09 15:00:00+00","2026-11-10 15:00:00+00","2026-11-11 15:00:00+00","2026-11-12 15:00:00+00","2026-11-13 15:00:00+00","2026-11-14 15:00:00+00","2026-11-15 15:00:00+00","2026-11-16 15:00:00+00","2026-11-17 15:00:00+00","2026-11-18 15:00:00+00","2026-11-19 15:00:00+00","2026-11-20 15:00:00+00","2026-11-21 15:00:00+00","2026-11-22 15:00:00+00","2026-11-23 15:00:00+00","2026-11-24 15:00:00+00","2026-11-25 15:00:00+00","2026-11-26 15:00:00+00","2026-11-27 15:00:00+00","2026-11-28 15:00:00+00","2026-11-29 15:00:00+00","2026-11-30 15:00:00+00"}'::timestamptz[]) AS d, o."orderedAt" AS t, CAST(o."quantity" AS numeric) AS q, CAST(o."unitPrice" AS numeric) AS p, CAST(o."amount" AS numeric) AS a, o."id" AS id FROM "line_items" AS o WHERE ((o."orderedAt" >= $1 AND o."orderedAt" < $2) OR o."orderedAt" IS NULL) AND o."orderedAt" IS NOT DISTINCT FROM o."orderedAt") AS r GROUP BY s, d, id) AS orders
 GROUP BY s, d
-- $1 instant 2026-10-31T15:00:00.000Z
-- $2 instant 2026-11-30T15:00:00.000Z

-- statement 8
SELECT count(*) FROM "line_items" AS o

-- read: 0 orders, 0 skipped, orders counted: true
