-- What a session may do. 'full': everything its user may do (a password sign-in). 'client': an advisor
-- hand-off, which acts only for the one client it names (managed_user_id), only through the client's
-- own calls, never the staff console. Kept on the row so every instance enforces the same scope.
ALTER TABLE sessions ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'client'));
-- Until now only the hand-off set managed_user_id.
UPDATE sessions SET scope = 'client' WHERE managed_user_id IS NOT NULL;
ALTER TABLE sessions ADD CONSTRAINT sessions_client_scope_names_client
  CHECK ((scope = 'client') = (managed_user_id IS NOT NULL));
