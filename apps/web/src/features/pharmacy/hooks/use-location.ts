import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import type { Coordinates } from './pharmacies';

export type LocationState =
  | { status: 'idle' | 'locating' | 'unsupported' | 'denied' | 'failed'; coords: null }
  | { status: 'located'; coords: Coordinates };

const PERMISSION_DENIED = 1;

/** Browser geolocation with the spec's toasts (section 8). Asked only when the person chooses to. */
export function useLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle', coords: null });
  const toast = useToast();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      setState({ status: 'unsupported', coords: null });
      toast({
        title: 'Location not supported',
        description: "Your browser doesn't support location services",
        variant: 'destructive',
      });
      return;
    }
    setState({ status: 'locating', coords: null });
    geolocation.getCurrentPosition(
      (position) => {
        if (!mounted.current) return;
        const { latitude, longitude } = position.coords;
        setState({ status: 'located', coords: { latitude, longitude } });
        toast({ title: 'Location enabled', description: 'Now showing pharmacies near you' });
      },
      (error) => {
        if (!mounted.current) return;
        if (error.code === PERMISSION_DENIED) {
          setState({ status: 'denied', coords: null });
          toast({
            title: 'Location access denied',
            description: 'Please enable location access to find nearby pharmacies',
            variant: 'destructive',
          });
        } else {
          setState({ status: 'failed', coords: null });
          toast({
            title: 'Location Error',
            description: 'Unable to get your location. Using default pharmacy search.',
            variant: 'destructive',
          });
        }
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  }, [toast]);

  return { ...state, request };
}
