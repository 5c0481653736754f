-- Issue 40: a delivery challan line names its batch (an item tracked by batch leaves from one
-- batch, as a sale line does). Stock per batch stays counted from the lines (0053): a challan
-- line takes its quantity out of its batch on the challan's date, goods returned on it come
-- back into the same batch on their date, and a bill line billing it names the same batch but
-- moves nothing again. No stock trigger changes: item_stock counts challans by item already.
-- No new table: the column joins a distributed table, its foreign key added afterwards.
ALTER TABLE "challan_lines" ADD COLUMN "batch_id" integer;--> statement-breakpoint
CREATE INDEX "challan_lines_batch_idx" ON "challan_lines" USING btree ("company_id","batch_id") WHERE "batch_id" is not null;--> statement-breakpoint
ALTER TABLE "challan_lines" ADD CONSTRAINT "challan_lines_batch_fk" FOREIGN KEY ("company_id","batch_id") REFERENCES "public"."item_batches"("company_id","id") ON DELETE no action ON UPDATE no action;
