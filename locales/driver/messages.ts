// The driver app's messages screen (src/driver-app/MessagesScreen.tsx): the back office's notifications to the driver,
// in English, Polish, Czech and Ukrainian. Merged under the key "messages" of each language (locales/driver/*.ts).
export const driverMessagesEn = {
  title: 'Messages',
  unreadCount: 'Unread: %{count}',
  empty: 'No messages yet. Messages from the office appear here.',
  unread: 'New',
  read: 'Read',
  received: 'Received %{time}',
  show: 'Show all',
  hide: 'Show less',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  ackFailed: 'The message could not be marked as read: %{error}',
  refresh: 'Refresh',
  /** For the app's toast and the bottom navigation's badge (the lead's wiring). */
  arrived: 'New message: %{title}',
  arrivedMany: 'New messages: %{count}',
  badge: 'Unread messages: %{count}',
};

export type DriverMessagesMessages = typeof driverMessagesEn;

export const driverMessagesPl: DriverMessagesMessages = {
  title: 'Wiadomości',
  unreadCount: 'Nieprzeczytane: %{count}',
  empty: 'Nie masz jeszcze wiadomości. Tu pojawią się wiadomości z biura.',
  unread: 'Nowa',
  read: 'Przeczytana',
  received: 'Otrzymana %{time}',
  show: 'Pokaż całość',
  hide: 'Pokaż mniej',
  markRead: 'Oznacz jako przeczytaną',
  markAllRead: 'Oznacz wszystkie jako przeczytane',
  ackFailed: 'Nie udało się oznaczyć wiadomości jako przeczytanej: %{error}',
  refresh: 'Odśwież',
  arrived: 'Nowa wiadomość: %{title}',
  arrivedMany: 'Nowe wiadomości: %{count}',
  badge: 'Nieprzeczytane wiadomości: %{count}',
};

export const driverMessagesCz: DriverMessagesMessages = {
  title: 'Zprávy',
  unreadCount: 'Nepřečtené: %{count}',
  empty: 'Zatím nemáte žádné zprávy. Zprávy z kanceláře se zobrazí tady.',
  unread: 'Nová',
  read: 'Přečtená',
  received: 'Přijato %{time}',
  show: 'Zobrazit vše',
  hide: 'Zobrazit méně',
  markRead: 'Označit jako přečtenou',
  markAllRead: 'Označit vše jako přečtené',
  ackFailed: 'Zprávu se nepodařilo označit jako přečtenou: %{error}',
  refresh: 'Obnovit',
  arrived: 'Nová zpráva: %{title}',
  arrivedMany: 'Nové zprávy: %{count}',
  badge: 'Nepřečtené zprávy: %{count}',
};

export const driverMessagesUk: DriverMessagesMessages = {
  title: 'Повідомлення',
  unreadCount: 'Непрочитані: %{count}',
  empty: 'Повідомлень ще немає. Тут з’являться повідомлення від офісу.',
  unread: 'Нове',
  read: 'Прочитане',
  received: 'Отримано %{time}',
  show: 'Показати повністю',
  hide: 'Згорнути',
  markRead: 'Позначити як прочитане',
  markAllRead: 'Позначити всі як прочитані',
  ackFailed: 'Не вдалося позначити повідомлення як прочитане: %{error}',
  refresh: 'Оновити',
  arrived: 'Нове повідомлення: %{title}',
  arrivedMany: 'Нові повідомлення: %{count}',
  badge: 'Непрочитані повідомлення: %{count}',
};
