-- The CRC-32 of each document's file, computed once when the file is stored (documents never change), so
-- a zip of documents is written with every entry's checksum known before its bytes are sent and nothing
-- reads the bytes on the way. `file_size` (009) is the other figure the zip needs. Rows stored before this
-- column are filled the first time they are zipped (modules/documents/document-checksums.ts).

ALTER TABLE documents ADD COLUMN IF NOT EXISTS crc32 bigint CHECK (crc32 BETWEEN 0 AND 4294967295);
