-- Capital gains by parcel (beyond the specification, docs/decisions.md): two more report types, the
-- parcel matching method a report is generated with, and the CSV files rendered beside its PDF.

INSERT INTO report_types (id, name, works_with_client_options, sort_order) VALUES
  (9, 'Realised capital gains by parcel', true, 9),
  (10, 'Unrealised capital gains', true, 10);

-- Which acquisition parcels a sale takes: first in first out, or the order of the smallest taxable gain.
ALTER TABLE generated_reports
  ADD COLUMN parcel_method text NOT NULL DEFAULT 'fifo' CHECK (parcel_method IN ('fifo', 'minimum_gain'));

-- A report's CSV files: one per report type that has one, stored like the PDF.
CREATE TABLE report_csv_files (
  report_id int NOT NULL REFERENCES generated_reports(id) ON DELETE CASCADE,
  report_type_id int NOT NULL REFERENCES report_types(id),
  file_key text NOT NULL,
  PRIMARY KEY (report_id, report_type_id)
);
