// Polish messages of the wallet area: every key of locales/en/wallet.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { walletEn } from '../en/wallet.ts';

export const walletPl: MessagesShape<typeof walletEn> = {
  page: {
    title: 'Portfel',
  },
};
