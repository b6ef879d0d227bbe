/*
 * Settings as the environment gives them, for the tests of what the operator's details and a
 * production server's demands lead to.
 */

/** A tour operator's details (OPERATOR_*), as the imprint, receipts and invoices print them. */
export const OPERATOR_ENV = {
  OPERATOR_NAME: 'Reisen am Rhein GmbH',
  OPERATOR_ADDRESS: 'Rheinufer 7, 50667 Köln, Germany',
  OPERATOR_EMAIL: 'office@reisen-am-rhein.example',
  OPERATOR_PHONE: '+49 221 555000',
  OPERATOR_VAT_ID: 'DE812345678',
  OPERATOR_REPRESENTATIVE: 'Jana Rhein',
  OPERATOR_REGISTER: 'Amtsgericht Köln HRB 98765',
};

/** Every setting NODE_ENV=production demands, filled in, with `dataDir` as DATA_DIR. */
export const productionEnv = (dataDir: string) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://tours.example.com',
  ...OPERATOR_ENV,
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
});
