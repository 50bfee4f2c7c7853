/** The kinds of payment method a cashier may list (docs/compliance.md: regulators ban some of them). */
export const PAYMENT_METHOD_KINDS = ['debit-card', 'credit-card', 'e-wallet', 'bank-transfer', 'crypto', 'voucher'] as const;

export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];
