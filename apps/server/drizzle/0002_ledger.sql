CREATE TABLE "expense_items" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "expense_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"default_rate_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_items_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"expense_item_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"remark" text,
	"expense_date" date NOT NULL,
	"time_stamp" timestamp with time zone NOT NULL,
	"is_bank_transaction" boolean DEFAULT false NOT NULL,
	"bank_account_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"company_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "journal_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"entry_date" date NOT NULL,
	"account" text NOT NULL,
	"party_id" integer,
	"bank_account_id" integer,
	"tax_id" integer,
	"component" text,
	"expense_item_id" integer,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "journal_lines_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"payment_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"is_bank_transaction" boolean DEFAULT false NOT NULL,
	"bank_account_id" integer,
	"is_payment_made" boolean NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "transaction_line_taxes" (
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"tax_id" integer NOT NULL,
	"name" text NOT NULL,
	"tax_type" text NOT NULL,
	"component" text NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "transaction_line_taxes_company_id_line_id_tax_id_component_pk" PRIMARY KEY("company_id","line_id","tax_id","component")
);
--> statement-breakpoint
CREATE TABLE "transaction_lines" (
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "transaction_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"qty_milli" bigint NOT NULL,
	"rate_paise" bigint NOT NULL,
	"unit_id" integer NOT NULL,
	"unit_name" text NOT NULL,
	"lot_serial_number" text,
	"special_kind" text,
	"amount_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	CONSTRAINT "transaction_lines_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"company_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"is_purchase" boolean NOT NULL,
	"number" text,
	"transaction_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"project_id" integer,
	"remark" text,
	"place_of_supply" text,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	"taxable_paise" bigint DEFAULT 0 NOT NULL,
	"tax_paise" bigint DEFAULT 0 NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "expense_items" ADD CONSTRAINT "expense_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_expense_item_id_expense_items_company_id_id_fk" FOREIGN KEY ("company_id","expense_item_id") REFERENCES "public"."expense_items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_company_id_bank_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_transaction_id_transactions_company_id_id_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_bank_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_line_taxes" ADD CONSTRAINT "transaction_line_taxes_company_id_transaction_id_transactions_company_id_id_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_line_taxes" ADD CONSTRAINT "transaction_line_taxes_company_id_tax_id_taxes_company_id_id_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_company_id_transaction_id_transactions_company_id_id_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_company_id_item_id_items_company_id_id_fk" FOREIGN KEY ("company_id","item_id") REFERENCES "public"."items"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_lines" ADD CONSTRAINT "transaction_lines_company_id_unit_id_units_company_id_id_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_project_id_projects_company_id_id_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_items_company_name_uq" ON "expense_items" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "expenses_company_date_idx" ON "expenses" USING btree ("company_id","expense_date");--> statement-breakpoint
CREATE INDEX "journal_lines_source_idx" ON "journal_lines" USING btree ("company_id","source_kind","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("company_id","account","entry_date");--> statement-breakpoint
CREATE INDEX "journal_lines_party_idx" ON "journal_lines" USING btree ("company_id","party_id");--> statement-breakpoint
CREATE INDEX "payments_tx_idx" ON "payments" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_name_uq" ON "projects" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "transaction_line_taxes_tx_idx" ON "transaction_line_taxes" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_tx_idx" ON "transaction_lines" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_lines_item_idx" ON "transaction_lines" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_number_uq" ON "transactions" USING btree ("company_id","is_purchase","number");--> statement-breakpoint
CREATE INDEX "transactions_company_date_idx" ON "transactions" USING btree ("company_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_company_customer_idx" ON "transactions" USING btree ("company_id","customer_id");