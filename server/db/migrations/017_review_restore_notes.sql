-- A restored review keeps why it was hidden (hidden_reason, hidden_by stay) and says why and by
-- whom it was shown again. The access records hold every hide and restore; the review the last.
ALTER TABLE reviews ADD COLUMN restored_at timestamptz;
ALTER TABLE reviews ADD COLUMN restored_reason text;
ALTER TABLE reviews ADD COLUMN restored_by text;

-- The access records name each session by when it signed in (decision 293): its signed_in entry.
CREATE INDEX audit_log_session_start_idx ON audit_log (session_id) WHERE action = 'signed_in';
