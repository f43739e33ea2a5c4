-- Translation items are numbered from 0 in each assignment (the spec shows the order index plus 1; rows written before
-- were numbered from 1, so the first sentence read "Order 2"). Renumbered in their order, gaps closed, as an upload
-- numbers them now. Two steps because (assignment_id, order_index) is unique and checked row by row: first to distinct
-- negative numbers, which no row holds, then to 0, 1, 2, ...
UPDATE "translation_items" AS t
SET "order_index" = -r.n
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "assignment_id" ORDER BY "order_index", "id") AS n
  FROM "translation_items"
) AS r
WHERE t."id" = r."id";--> statement-breakpoint
UPDATE "translation_items" SET "order_index" = -"order_index" - 1 WHERE "order_index" < 0;
