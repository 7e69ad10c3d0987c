-- An accepted job's price is the accepted one (only the accepted services count): the list's stored
-- totals, which used to keep every offered service, take the acceptance snapshot's gross.
UPDATE "contracts"
SET "gross_low" = ("accepted_snapshot"->>'grossLow')::integer,
    "gross_high" = ("accepted_snapshot"->>'grossHigh')::integer
WHERE "accepted_snapshot" IS NOT NULL;
