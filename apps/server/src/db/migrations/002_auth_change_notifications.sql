-- Every change to a user, their sessions or their permissions is announced on the channel auth_change
-- with the user's id, whoever made it (the portal, staff tools or a person at a SQL prompt). Servers drop
-- what they keep in memory about that user when they hear it.

CREATE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_change', OLD.id::text);
  ELSE
    PERFORM pg_notify('auth_change', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION notify_user_part_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_change', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('auth_change', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();

CREATE TRIGGER sessions_auth_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_user_part_change();

CREATE TRIGGER user_applications_auth_change AFTER INSERT OR UPDATE OR DELETE ON user_applications
  FOR EACH ROW EXECUTE FUNCTION notify_user_part_change();
