// Czech messages of the wallet area (complete; the type allows missing keys, which fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { walletEn } from '../en/wallet.ts';

export const walletCz: PartialMessagesShape<typeof walletEn> = {
  page: {
    title: 'Peněženka',
  },
};
