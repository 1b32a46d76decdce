-- Where an account's authenticator was enrolled from: the console's 계정 관리 shows when and from
-- which address, so an owner sees an enrolment nobody in the firm made (decision 308). Empty for
-- an authenticator set up on the command line, and cleared with the authenticator on a reset.
ALTER TABLE staff ADD COLUMN totp_enrolled_from text;
