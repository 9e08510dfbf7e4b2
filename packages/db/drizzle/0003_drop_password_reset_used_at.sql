-- A reset link is single-use because it is deleted when used (apps/api, resetPassword); the
-- column that was meant to mark it used was never written.
ALTER TABLE `password_resets` DROP COLUMN `used_at`;
