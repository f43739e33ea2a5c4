const format = new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN", maximumFractionDigits: 0 });

/** Ad budgets are whole Naira, shown in the English (Nigeria) currency format. */
export const naira = (amount: number): string => format.format(amount);
