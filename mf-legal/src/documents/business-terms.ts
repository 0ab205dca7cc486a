import { CONSENT_COOKIE_NAME, CONSENT_LIFETIME_DAYS, FIELD_REPORT_DAYS } from '@storefront/shared';

/** The business constants of the specification (point 9) that the legal texts are built from. */
export const BUSINESS_TERMS = {
  withdrawalDays: 14,
  refundDays: 14,
  returnDays: 14,
  warrantyYears: 1,
  deliveryWeeksMin: 6,
  deliveryWeeksMax: 8,
  responseHoursMin: 24,
  responseHoursMax: 48,
  cookieName: CONSENT_COOKIE_NAME,
  cookieLifetimeDays: CONSENT_LIFETIME_DAYS,
  fieldReportDays: FIELD_REPORT_DAYS,
} as const;

/** Brand names of the accepted payment methods; the same in every language. */
export const PAYMENT_METHODS = [
  'Visa',
  'Mastercard',
  'American Express',
  'Klarna',
  'PayPal',
  'Google Pay',
  'Link',
] as const;
