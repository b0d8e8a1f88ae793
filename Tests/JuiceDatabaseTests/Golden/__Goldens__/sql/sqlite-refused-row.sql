-- statement 1
PRAGMA query_only = 1

-- statement 2
SELECT count(*) FROM sqlite_master

-- statement 3
SELECT * FROM "bad_orders" AS o LIMIT 0

-- statement 4
SELECT EXISTS (SELECT 1 FROM pragma_index_list(?1) AS l
                WHERE l."unique" AND (SELECT count(*) FROM pragma_index_info(l.name)) = 1
                  AND (SELECT name FROM pragma_index_info(l.name)) = ?2 AND NOT l.partial)
    OR ((SELECT count(*) FROM pragma_table_info(?1) WHERE pk > 0) = 1
        AND EXISTS (SELECT 1 FROM pragma_table_info(?1) WHERE pk = 1 AND name = ?2 AND upper(type) = 'INTEGER'))
-- $1 text "bad_orders"
-- $2 text "id"

-- statement 5
SELECT 0 AS kind, CAST(j AS TEXT), CAST(s AS TEXT), j IS NOT NULL AND trim(CAST(j AS TEXT), ' ' || char(9)) <> '' AND count(x) = sum(NOT blank) AND sum(q IS NOT NULL AND (typeof(q) <> 'integer' OR q < 1)) = 0 AND sum(p IS NOT NULL AND (typeof(p) <> 'integer' OR p < 0)) = 0 AND sum(a IS NOT NULL AND (typeof(a) <> 'integer' OR a < 0)) = 0 AND count(COALESCE(a, p)) = count(*) AS clean, count(*),
       sum(COALESCE(q, 1)), sum(COALESCE(a, COALESCE(q, 1) * p)), count(COALESCE(a, p)),
       NULL, NULL, min(x), max(x), 0, 0, 0, 0, 0, 0
  FROM (SELECT r.*, NULL AS d FROM (SELECT o."juice" AS j, o."status" AS s, o."quantity" AS q, o."unitPrice" AS p, o."amount" AS a, o."id" AS id, juice_report_seconds(o."orderedAt") AS x, (o."orderedAt" IS NULL OR trim(CAST(o."orderedAt" AS TEXT), ' ' || char(9)) = '') AS blank FROM "bad_orders" AS o) AS r)
 GROUP BY j, s
UNION ALL
SELECT 1, NULL, CAST(s AS TEXT), 1, count(id) + COALESCE(sum(CASE WHEN id IS NULL THEN n END), 0),
       NULL, NULL, 0, NULL, NULL, min(x0), max(x1), 0, 0, 0, 0, 0, 0
  FROM (SELECT s, d, id, count(*) AS n, min(x) AS x0, max(x) AS x1 FROM (SELECT r.*, NULL AS d FROM (SELECT o."juice" AS j, o."status" AS s, o."quantity" AS q, o."unitPrice" AS p, o."amount" AS a, o."id" AS id, NULL AS x, (o."orderedAt" IS NULL OR trim(CAST(o."orderedAt" AS TEXT), ' ' || char(9)) = '') AS blank FROM "bad_orders" AS o) AS r) GROUP BY s, d, id)
 GROUP BY s

-- statement 6
SELECT 0 AS kind, j, s, problem, count(*) AS row_count,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) THEN (CASE WHEN q > 0 AND a < 0 THEN 0 ELSE q END) END) AS bigint) AS units,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) THEN CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END END) AS bigint) AS revenue,
       count(COALESCE(a, p)) AS priced, min(d) AS first_day, max(d) AS last_day,
       min(t) AS earliest, max(t) AS latest,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN 1 END) AS returns,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN -q END) AS bigint) AS returned_units,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN -(CASE WHEN q < 0 AND a > 0 THEN -a ELSE COALESCE(a, q * p) END) END) AS bigint) AS returned_revenue,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q < 0 THEN COALESCE(a, p) END) AS returns_priced,
       count(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN 1 END) AS refunds,
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue
  FROM (SELECT CAST(o."juice" AS TEXT) AS j, CAST(o."status" AS TEXT) AS s, NULL AS d, juice_report_seconds(o."orderedAt") AS t, juice_report_problem(o."orderedAt", o."juice", o."quantity", o."unitPrice", o."amount", 0, 1) AS problem, COALESCE(juice_report_quantity(o."quantity"), 1) AS q, juice_report_money(o."unitPrice", 0) AS p, juice_report_money(o."amount", 1) AS a, CAST(o."id" AS TEXT) AS id, NULL AS h FROM "bad_orders" AS o) AS r
 GROUP BY j, s, problem
UNION ALL
SELECT 1, CAST(NULL AS text), s, problem, count(DISTINCT id) + count(*) - count(id), CAST(NULL AS bigint), CAST(NULL AS bigint),
       0, min(d), max(d), min(t), max(t), 0, 0, 0, 0, 0, 0
  FROM (SELECT CAST(o."juice" AS TEXT) AS j, CAST(o."status" AS TEXT) AS s, NULL AS d, juice_report_seconds(o."orderedAt") AS t, juice_report_problem(o."orderedAt", o."juice", o."quantity", o."unitPrice", o."amount", 0, 1) AS problem, COALESCE(juice_report_quantity(o."quantity"), 1) AS q, juice_report_money(o."unitPrice", 0) AS p, juice_report_money(o."amount", 1) AS a, CAST(o."id" AS TEXT) AS id, NULL AS h FROM "bad_orders" AS o) AS r
 WHERE problem NOT IN (1, 2, 3, 4, 7)
 GROUP BY s, problem

-- statement 7
SELECT id, problem, s, j, qt, pt, tt, at FROM (SELECT CAST(o."juice" AS TEXT) AS j, CAST(o."status" AS TEXT) AS s, NULL AS d, juice_report_seconds(o."orderedAt") AS t, juice_report_problem(o."orderedAt", o."juice", o."quantity", o."unitPrice", o."amount", 0, 1) AS problem, COALESCE(juice_report_quantity(o."quantity"), 1) AS q, juice_report_money(o."unitPrice", 0) AS p, juice_report_money(o."amount", 1) AS a, CAST(o."id" AS TEXT) AS id, NULL AS h, CAST(o."quantity" AS TEXT) AS qt, CAST(o."unitPrice" AS TEXT) AS pt, CAST(o."orderedAt" AS TEXT) AS tt, CAST(o."amount" AS TEXT) AS at FROM "bad_orders" AS o) AS r
 WHERE problem <> 0
 ORDER BY id IS NULL, id
 LIMIT 1000

-- read: 1 orders, 1 skipped, orders counted: true
-- skipped: shop: row with id "B2": "quantity" must be a whole number other than 0 (negative for a return), got 2.5
