-- The staff console: the audit log reads the activity log by who acted (every row whose actor is a staff
-- member) newest first, and the invitations list reads invitations newest first.

CREATE INDEX activity_log_actor ON activity_log (actor_user_id, created_at DESC, id DESC);
CREATE INDEX invitations_created ON invitations (created_at DESC, id DESC);
