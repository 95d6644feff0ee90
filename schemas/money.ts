/** How every money description ends; the console's peso inputs leave it out, since people type pesos there. */
export const CENTAVOS_NOTE = 'Whole centavos (₱1.00 = 100).';

/** A whole number of centavos (₱1.00 = 100); every amount is stored and computed this way. */
export const moneyCentavos = {
  type: 'integer',
  minimum: 0,
  maximum: 100_000_000,
  description: CENTAVOS_NOTE,
  // What is wrong, in the pesos people type (the console's inputs take pesos).
  errorMessage: {
    type: 'Enter the amount in pesos, e.g. 45.50.',
    minimum: 'Enter an amount of ₱0.00 or more.',
    maximum: 'Enter an amount of at most ₱1,000,000.00.',
  },
} as const;
