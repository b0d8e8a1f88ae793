-- statement 1
SET default_transaction_read_only = on; SET statement_timeout = '300s'; SET work_mem = '64MB'; SET enable_partitionwise_aggregate = on; SET enable_sort = off

-- statement 2
BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY

-- statement 3
SELECT * FROM (SELECT * FROM orders WHERE store = 'north') AS o LIMIT 0

-- statement 4
SELECT 0 AS kind, CAST(j AS text), CAST(s AS text), j IS NOT NULL AND btrim(CAST(j AS text)) <> '' AND (min(t) IS NULL OR (isfinite(min(t)) AND isfinite(max(t)))) AND count(t) = count(*) AND (min(q) IS NULL OR min(q) >= 1) AND (min(p) IS NULL OR min(p) >= 0) AND count(p) = count(*) AS clean, count(*) AS row_count,
       COALESCE(sum(q), 0) + count(*) - count(q) AS units, COALESCE(sum(q * CAST(p AS bigint)) FILTER (WHERE q IS NOT NULL), 0) + COALESCE(sum(p) FILTER (WHERE q IS NULL), 0) AS revenue,
       count(p) AS priced, min(d) AS first_day, max(d) AS last_day,
       CAST(extract(epoch FROM min(t)) AS double precision) AS earliest, CAST(extract(epoch FROM max(t)) AS double precision) AS latest, 0, 0, 0, 0, 0, 0
  FROM (SELECT o."juice" AS j, o."status" AS s, CAST(NULL AS integer) AS d, o."orderedAt" AS t, o."quantity" AS q, o."unitPrice" AS p, CAST(NULL AS integer) AS a, o."id" AS id FROM (SELECT * FROM orders WHERE store = 'north') AS o WHERE ((o."orderedAt" >= $1 AND o."orderedAt" < $2) OR o."orderedAt" IS NULL)) AS r
 GROUP BY j, s
UNION ALL
SELECT 1, CAST(NULL AS text), CAST(s AS text), true, CAST(count(id) + COALESCE(sum(n) FILTER (WHERE id IS NULL), 0) AS bigint),
       NULL, NULL, 0, min(d), max(d), CAST(extract(epoch FROM min(t0)) AS double precision), CAST(extract(epoch FROM max(t1)) AS double precision),
       0, 0, 0, 0, 0, 0
  FROM (SELECT s, d, id, count(*) AS n, min(t) AS t0, max(t) AS t1 FROM (SELECT o."juice" AS j, o."status" AS s, CAST(NULL AS integer) AS d, o."orderedAt" AS t, o."quantity" AS q, o."unitPrice" AS p, CAST(NULL AS integer) AS a, o."id" AS id FROM (SELECT * FROM orders WHERE store = 'north') AS o WHERE ((o."orderedAt" >= $1 AND o."orderedAt" < $2) OR o."orderedAt" IS NULL)) AS r GROUP BY s, d, id) AS orders
 GROUP BY s
-- $1 instant 2026-10-31T15:00:00.000Z
-- $2 instant 2026-11-30T15:00:00.000Z

-- statement 5
SELECT count(*) FROM (SELECT * FROM orders WHERE store = 'north') AS o

-- read: 0 orders, 0 skipped, orders counted: true
