const euroInGermanLocale = new Intl.NumberFormat('de-DE', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Prices are shown in the German locale whatever the page language (product decision 18): 1350 -> "1.350,00 €".
 */
export function formatPrice(amountInEuro: number): string {
  return euroInGermanLocale.format(amountInEuro);
}
