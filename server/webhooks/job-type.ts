// The job type of one webhook delivery; its own module so emitters need not import the handler.
export const WEBHOOK_DELIVERY_JOB_TYPE = "webhook.deliver";
