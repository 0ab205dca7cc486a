// Created on first use: a formatter costs tens of milliseconds of start-up on a slow phone (ICU data).
let euroInGermanLocale: Intl.NumberFormat | undefined;

/** German locale whatever the page language (product decision 18): 1350 -> "1.350,00 €". */
export function formatPrice(amountInEuro: number): string {
  euroInGermanLocale ??= new Intl.NumberFormat('de-DE', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return euroInGermanLocale.format(amountInEuro);
}
