import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The address parameter a quick action adds to open a section's "create" dialog. */
export const CREATE_PARAM = 'create';

/**
 * True once when the section was opened with `&create=1` (a dashboard quick action); the
 * parameter is then taken out of the address, so a reload does not open the dialog again.
 */
export function useCreateRequest(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const [requested] = useState(() => searchParams.get(CREATE_PARAM) === '1');
  useEffect(() => {
    if (!searchParams.has(CREATE_PARAM)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(CREATE_PARAM);
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);
  return requested;
}
