// Czech messages of the notices and of "Order again": every key of locales/en/notices.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { noticesEn } from '../en/notices.ts';

export const noticesCz: MessagesShape<typeof noticesEn> = {
  notAccepted: {
    button: 'Oznámení',
    // "Nová: N" reads right for every N.
    buttonUnseen: 'Oznámení, nová: %{smart_count}',
    title: 'Objednávky bez řidiče',
    subtitle: 'Objednávky posledních %{days} dní, které žádný řidič nepřijal včas a které byly zrušeny',
    empty: 'Za posledních %{days} dní nezůstala žádná objednávka bez řidiče.',
    loading: 'Načítání oznámení…',
    loadError: 'Oznámení se nepodařilo načíst.',
    retry: 'Zkusit znovu',
    new: 'Nové',
    order: 'Objednávka %{orderNo}',
    reason:
      'Zrušeno: žádný řidič ji nepřijal do %{smart_count} minuty |||| Zrušeno: žádný řidič ji nepřijal do %{smart_count} minut |||| Zrušeno: žádný řidič ji nepřijal do %{smart_count} minut',
    cancelledAt: 'Zrušeno v %{time}',
    show: 'Zobrazit objednávku',
    toast:
      'Objednávka %{orderNo} byla zrušena: žádný řidič ji nepřijal do %{smart_count} minuty |||| Objednávka %{orderNo} byla zrušena: žádný řidič ji nepřijal do %{smart_count} minut |||| Objednávka %{orderNo} byla zrušena: žádný řidič ji nepřijal do %{smart_count} minut',
    toastMany:
      'Byla zrušena %{smart_count} objednávka: žádný řidič ji nepřijal včas |||| Byly zrušeny %{smart_count} objednávky: žádný řidič je nepřijal včas |||| Bylo zrušeno %{smart_count} objednávek: žádný řidič je nepřijal včas',
    showAll: 'Zobrazit',
  },
  orderAgain: {
    button: 'Objednat znovu',
    title: 'Kopie objednávky %{orderNo}',
    text: 'Zkontrolujte údaje a objednávku odešlete: nic se neodešle, dokud to neuděláte. Externí ID zůstává prázdné.',
    receiverHidden: 'Údaje příjemce této objednávky se vašemu účtu nezobrazují: doplňte je.',
    productsLeftOut: 'Produkty, které už nelze objednat, byly vynechány: %{names}.',
    loadError: 'Objednávku ke zkopírování se nepodařilo načíst: formulář je prázdný.',
  },
};
