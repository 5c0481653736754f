-- GSTR-2B: every section of the file (issue 36, item 7). The documents of e-commerce operator
-- invoices (ecom, ecoma), ISD credit (isd, isda) and imports of goods (impg, impgsez: bills of
-- entry) are kept beside b2b and cdnr; each upload keeps what each section of its file held
-- (documents, those an amendment replaced, ITC), sections it does not read included.
ALTER TABLE "gstr2b_documents" DROP CONSTRAINT "gstr2b_documents_section_check";
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_section_check" CHECK ("section" IN ('b2b', 'b2ba', 'cdnr', 'cdnra', 'ecom', 'ecoma', 'isd', 'isda', 'impg', 'impgsez'));
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" DROP CONSTRAINT "gstr2b_documents_doc_type_check";
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ADD CONSTRAINT "gstr2b_documents_doc_type_check" CHECK ("doc_type" IN ('invoice', 'credit_note', 'debit_note', 'bill_of_entry'));
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;
