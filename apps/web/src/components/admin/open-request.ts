import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The id an address asks a section to open (`?section=leads&lead=…`, as a notification
 * links), and a way to forget it once the admin closes what it opened.
 */
export function useOpenRequest(param: string): [string | undefined, () => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(param) ?? undefined;
  const forget = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [param, setSearchParams]);
  return [requested, forget];
}
