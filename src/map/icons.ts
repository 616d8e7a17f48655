// Round marker icons of the console's maps drawn as inline-styled HTML (no image assets): a plain dot (search
// point, driver) or a dot with a letter (pickup point, receiver). Import it only from lazily loaded modules.
import { divIcon, type DivIcon } from 'leaflet';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A 22 px dot of `color` with a white ring and the given shadow. */
export const dotIcon = (className: string, color: string, shadow: string): DivIcon =>
  divIcon({
    className,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    html: `<span style="display:block;width:22px;height:22px;border-radius:50%;background:${color};border:3px solid #fff;box-shadow:${shadow}"></span>`,
  });

/** A 26 px dot of `color` with a white letter. */
export const letterIcon = (className: string, letter: string, color: string): DivIcon =>
  divIcon({
    className,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${color};color:#fff;font:700 13px/1 Roboto,Arial,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${escapeHtml(letter)}</span>`,
  });
