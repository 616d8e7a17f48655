// What the app tells the server about itself at sign-in (the console's driver card shows it): the app's version
// and the phone's system when it is one the driver record knows (Android or iOS).
import { version } from '../../package.json';

export const DRIVER_APP_VERSION = version;

export function phoneOsType(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent) {
  if (/android/i.test(userAgent)) return 'android' as const;
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios' as const;
  return undefined;
}

export const mobileReport = () => {
  const osType = phoneOsType();
  return osType ? { version: DRIVER_APP_VERSION, osType } : { version: DRIVER_APP_VERSION };
};
