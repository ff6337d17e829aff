// The job type of one outgoing message (kept apart so jobs/index.ts and mail/ do not import each other).
export const MAIL_JOB_TYPE = "mail.send";
