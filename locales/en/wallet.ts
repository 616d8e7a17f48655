// English messages of the wallet area (merged into locales/en.ts under the key `wallet`).
export const walletEn = {
  page: {
    title: 'Wallet',
  },
};
