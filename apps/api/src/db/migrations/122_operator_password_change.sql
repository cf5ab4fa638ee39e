-- A one-time password (the command line's, an admin's create or re-key: docs/security.md
-- "Operators") must be replaced at the first login; until then the operator's session reaches
-- only the password change, who am I and logout. Operators made before this column existed
-- had nothing but their one-time password, so they change it at their next login too.
ALTER TABLE operators ADD COLUMN must_change_password BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE operators ALTER COLUMN must_change_password SET DEFAULT false;
