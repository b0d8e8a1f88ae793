-- statement 1
PRAGMA query_only = 1

-- statement 2
SELECT count(*) FROM sqlite_master

-- statement 3
SELECT * FROM "orders" AS o LIMIT 0

-- statement 4
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
       CAST(sum(CASE WHEN problem NOT IN (1, 2, 3, 4, 7) AND q > 0 AND a < 0 THEN -a END) AS bigint) AS refunded_revenue, h
  FROM (SELECT CAST(o."juice" AS TEXT) AS j, CAST(o."status" AS TEXT) AS s, juice_report_day(o."orderedAt") AS d, juice_report_seconds(o."orderedAt") AS t, juice_report_problem(o."orderedAt", o."juice", o."quantity", o."unitPrice", o."amount", 1, 1) AS problem, COALESCE(juice_report_quantity(o."quantity"), 1) AS q, juice_report_money(o."unitPrice", 0) AS p, juice_report_money(o."amount", 1) AS a, CAST(o."id" AS TEXT) AS id, juice_report_hour(o."orderedAt") AS h FROM "orders" AS o WHERE juice_report_day(o."orderedAt") IS NULL OR juice_report_day(o."orderedAt") BETWEEN ?1 AND ?2) AS r
 GROUP BY j, s, problem, d, h
UNION ALL
SELECT 1, CAST(NULL AS text), s, problem, count(DISTINCT id) + count(*) - count(id), CAST(NULL AS bigint), CAST(NULL AS bigint),
       0, min(d), max(d), min(t), max(t), 0, 0, 0, 0, 0, 0, h
  FROM (SELECT CAST(o."juice" AS TEXT) AS j, CAST(o."status" AS TEXT) AS s, juice_report_day(o."orderedAt") AS d, juice_report_seconds(o."orderedAt") AS t, juice_report_problem(o."orderedAt", o."juice", o."quantity", o."unitPrice", o."amount", 1, 1) AS problem, COALESCE(juice_report_quantity(o."quantity"), 1) AS q, juice_report_money(o."unitPrice", 0) AS p, juice_report_money(o."amount", 1) AS a, CAST(o."id" AS TEXT) AS id, juice_report_hour(o."orderedAt") AS h FROM "orders" AS o WHERE juice_report_day(o."orderedAt") IS NULL OR juice_report_day(o."orderedAt") BETWEEN ?1 AND ?2) AS r
 WHERE problem NOT IN (1, 2, 3, 4, 7)
 GROUP BY s, problem, d, h
-- $1 integer 20758
-- $2 integer 20787

-- read: 4 orders, 0 skipped, orders counted: true
