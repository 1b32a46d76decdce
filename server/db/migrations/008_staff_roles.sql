-- Roles and disabled accounts (decision 146). Accounts made before roles keep what
-- they could do, which is everything a 'staff' account does; an operator names the first owner
-- with `npm run staff -- role NAME owner`, and the server warns at start while there is none.
ALTER TABLE staff
  ADD COLUMN role text NOT NULL DEFAULT 'staff' CHECK (role IN ('owner', 'staff')),
  -- Set while the account may not sign in; its sessions were ended when it was set.
  ADD COLUMN disabled_at timestamptz;
