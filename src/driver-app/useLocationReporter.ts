// While the driver is online, the phone's position (Geolocation API) goes to POST /api/driver/location: at most one
// every LOCATION_EVERY_MS (faster on an order, when the client and the office follow the route), the newest one
// only. The server stamps the time of a position when it arrives, so positions gathered while the network is gone
// are not sent late as if they were fresh: the newest is sent as soon as the network is back. Stops when offline,
// signed out or the screen closes.
import { useEffect, useRef, useState } from 'react';
import { callDriverApi } from './api.ts';

export const LOCATION_EVERY_MS = { idle: 15_000, onOrder: 5_000 } as const;

export type LocationProblem = 'denied' | 'unavailable' | 'unsupported' | null;

export function useLocationReporter(active: boolean, onOrder: boolean, token: string): LocationProblem {
  const [problem, setProblem] = useState<LocationProblem>(null);
  const latest = useRef<{ lat: number; lng: number } | null>(null);
  const sentAt = useRef(0);
  const unsent = useRef(false);
  const every = onOrder ? LOCATION_EVERY_MS.onOrder : LOCATION_EVERY_MS.idle;

  useEffect(() => {
    if (!active) return;
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem('unsupported');
      return;
    }
    let stopped = false;
    const send = async () => {
      const position = latest.current;
      if (!position || stopped) return;
      sentAt.current = Date.now();
      unsent.current = false;
      try {
        await callDriverApi('location', { body: position, token });
      } catch {
        unsent.current = true; // sent again at the next tick or when the network is back
      }
    };
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        setProblem(null);
        latest.current = { lat: fix.coords.latitude, lng: fix.coords.longitude };
        unsent.current = true;
        if (Date.now() - sentAt.current >= every) void send();
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    const tick = window.setInterval(() => {
      if (unsent.current && Date.now() - sentAt.current >= every) void send();
    }, 1_000);
    const back = () => void send();
    window.addEventListener('online', back);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(tick);
      window.removeEventListener('online', back);
    };
  }, [active, every, token]);

  return active ? problem : null;
}
