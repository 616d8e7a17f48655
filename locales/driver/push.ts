// The driver app's notifications on the phone (src/driver-app/PushToggle.tsx, at the top of the messages screen): Web
// Push turned on or off, in English, Polish, Czech and Ukrainian. Unlike messages.ts, these are not merged into each
// language's messages (locales/driver/*.ts): PushToggle reads them itself, so they load with the messages screen and
// stay out of the phone's first load (its 150 KB goal). %{name} is filled as the app's t() fills it.
export const driverPushEn = {
  label: 'Notifications on this phone',
  unsupported: "This phone's browser cannot show notifications. Messages still arrive here while the app is open.",
  blocked:
    "Notifications are blocked for this app. To allow them, open the browser's site settings for this page (the lock or settings icon beside the address) and allow notifications. Messages still arrive here while the app is open.",
  off: 'Get a notification when the office sends you a message, even when the app is closed.',
  turnOn: 'Notify me on this phone',
  on: 'Notifications are on: this phone tells you when the office sends a message.',
  turnOff: 'Turn off',
  turningOn: 'Turning notifications on…',
  turningOff: 'Turning notifications off…',
  failedOn: 'Notifications could not be turned on: %{error}',
  failedOff: 'Notifications could not be turned off: %{error}',
  /** The app's service worker is not installed yet (the phone has not kept the app). */
  notReady: 'The app is not fully installed on this phone yet. Open it again and try once more.',
  /** The server's 400 validation_failed: it does not take this browser's push service. */
  endpointRefused: "The server does not accept this browser's notification service.",
  /** The browser refused the subscription; the code is its error's name (NotAllowedError, AbortError…). */
  browser: 'The browser did not allow it (%{code}).',
  retry: 'Try again',
};

export type DriverPushMessages = typeof driverPushEn;

export const driverPushPl: DriverPushMessages = {
  label: 'Powiadomienia na tym telefonie',
  unsupported:
    'Przeglądarka tego telefonu nie może wyświetlać powiadomień. Wiadomości nadal przychodzą tutaj, gdy aplikacja jest otwarta.',
  blocked:
    'Powiadomienia są zablokowane dla tej aplikacji. Aby je włączyć, otwórz w przeglądarce ustawienia witryny (ikona kłódki lub ustawień obok adresu) i zezwól na powiadomienia. Wiadomości nadal przychodzą tutaj, gdy aplikacja jest otwarta.',
  off: 'Dostawaj powiadomienie, gdy biuro wyśle Ci wiadomość, nawet gdy aplikacja jest zamknięta.',
  turnOn: 'Powiadamiaj mnie na tym telefonie',
  on: 'Powiadomienia są włączone: ten telefon da Ci znać, gdy biuro wyśle wiadomość.',
  turnOff: 'Wyłącz',
  turningOn: 'Włączanie powiadomień…',
  turningOff: 'Wyłączanie powiadomień…',
  failedOn: 'Nie udało się włączyć powiadomień: %{error}',
  failedOff: 'Nie udało się wyłączyć powiadomień: %{error}',
  notReady:
    'Aplikacja nie jest jeszcze w pełni zainstalowana na tym telefonie. Otwórz ją ponownie i spróbuj jeszcze raz.',
  endpointRefused: 'Serwer nie przyjmuje usługi powiadomień tej przeglądarki.',
  browser: 'Przeglądarka na to nie pozwoliła (%{code}).',
  retry: 'Spróbuj ponownie',
};

export const driverPushCz: DriverPushMessages = {
  label: 'Oznámení na tomto telefonu',
  unsupported:
    'Prohlížeč tohoto telefonu neumí zobrazovat oznámení. Zprávy sem budou dál chodit, když je aplikace otevřená.',
  blocked:
    'Oznámení jsou pro tuto aplikaci zablokovaná. Chcete-li je povolit, otevřete v prohlížeči nastavení webu (ikona zámku nebo nastavení vedle adresy) a povolte oznámení. Zprávy sem budou dál chodit, když je aplikace otevřená.',
  off: 'Dostávejte oznámení, když vám kancelář pošle zprávu, i když je aplikace zavřená.',
  turnOn: 'Upozorňovat mě na tomto telefonu',
  on: 'Oznámení jsou zapnutá: tento telefon vám dá vědět, když kancelář pošle zprávu.',
  turnOff: 'Vypnout',
  turningOn: 'Zapínání oznámení…',
  turningOff: 'Vypínání oznámení…',
  failedOn: 'Oznámení se nepodařilo zapnout: %{error}',
  failedOff: 'Oznámení se nepodařilo vypnout: %{error}',
  notReady: 'Aplikace ještě není na tomto telefonu plně nainstalovaná. Otevřete ji znovu a zkuste to ještě jednou.',
  endpointRefused: 'Server nepřijímá službu oznámení tohoto prohlížeče.',
  browser: 'Prohlížeč to nepovolil (%{code}).',
  retry: 'Zkusit znovu',
};

export const driverPushUk: DriverPushMessages = {
  label: 'Сповіщення на цьому телефоні',
  unsupported:
    'Браузер цього телефону не може показувати сповіщення. Повідомлення й далі надходять сюди, поки застосунок відкритий.',
  blocked:
    'Сповіщення для цього застосунку заблоковано. Щоб дозволити їх, відкрийте в браузері налаштування сайту (значок замка або налаштувань біля адреси) і дозвольте сповіщення. Повідомлення й далі надходять сюди, поки застосунок відкритий.',
  off: 'Отримуйте сповіщення, коли офіс надсилає вам повідомлення, навіть коли застосунок закритий.',
  turnOn: 'Сповіщати мене на цьому телефоні',
  on: 'Сповіщення ввімкнено: цей телефон повідомить вас, коли офіс надішле повідомлення.',
  turnOff: 'Вимкнути',
  turningOn: 'Вмикаємо сповіщення…',
  turningOff: 'Вимикаємо сповіщення…',
  failedOn: 'Не вдалося ввімкнути сповіщення: %{error}',
  failedOff: 'Не вдалося вимкнути сповіщення: %{error}',
  notReady: 'Застосунок ще не повністю встановлено на цьому телефоні. Відкрийте його знову й спробуйте ще раз.',
  endpointRefused: 'Сервер не приймає службу сповіщень цього браузера.',
  browser: 'Браузер цього не дозволив (%{code}).',
  retry: 'Спробувати ще раз',
};
