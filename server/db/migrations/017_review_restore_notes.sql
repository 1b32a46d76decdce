-- A restored review keeps why it was hidden (hidden_reason, hidden_by stay) and says why and by
-- whom it was shown again. The access records hold every hide and restore; the review the last.
ALTER TABLE reviews ADD COLUMN restored_at timestamptz;
ALTER TABLE reviews ADD COLUMN restored_reason text;
ALTER TABLE reviews ADD COLUMN restored_by text;
