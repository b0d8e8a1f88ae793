-- statement 1
PRAGMA query_only = 1

-- statement 2
SELECT count(*) FROM sqlite_master

-- statement 3
SELECT * FROM "orders" AS o LIMIT 0

-- statement 4
SELECT DISTINCT CAST(o."juice" AS TEXT) FROM "orders" AS o WHERE o."juice" IS NOT NULL LIMIT 10001

-- statement 5
SELECT DISTINCT CAST(o."store" AS TEXT) FROM "orders" AS o WHERE o."store" IS NOT NULL LIMIT 10001

-- statement 6
SELECT EXISTS (SELECT 1 FROM pragma_index_list(?1) AS l
                WHERE l."unique" AND (SELECT count(*) FROM pragma_index_info(l.name)) = 1
                  AND (SELECT name FROM pragma_index_info(l.name)) = ?2 AND NOT l.partial)
    OR ((SELECT count(*) FROM pragma_table_info(?1) WHERE pk > 0) = 1
        AND EXISTS (SELECT 1 FROM pragma_table_info(?1) WHERE pk = 1 AND name = ?2 AND upper(type) = 'INTEGER'))
-- $1 text "orders"
-- $2 text "id"

-- statement 7
SELECT o."juice", o."status", o."orderedAt", o."quantity", o."unitPrice", o."amount" FROM "orders" AS o WHERE (o."juice" IS NULL OR trim(CAST(o."juice" AS TEXT), ' ' || char(9)) = '' OR CAST(o."juice" AS TEXT) IN (?1, ?2)) AND CAST(o."store" AS TEXT) IN (?3)
-- $1 text "kiwi"
-- $2 text " 딸기쥬스 "
-- $3 text "north"

-- read: 1 orders, 0 skipped, orders counted: true
