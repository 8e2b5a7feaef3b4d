-- Back-off for the slower, account-wide sign-in limit: each time the window fills, the account is held
-- for a period that doubles with every such hold (strikes) within a day, and attempts made while it is
-- held are refused without being counted, so a hold is never renewed by the attempts it refuses.
ALTER TABLE rate_limits ADD COLUMN strikes int NOT NULL DEFAULT 0;
ALTER TABLE rate_limits ADD COLUMN blocked_until timestamptz;
