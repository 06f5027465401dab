import { useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * The message above a form whose sending failed ("Invalid phone number or password"). It
 * goes as soon as the visitor changes any field, since they are correcting what failed.
 */
export function useFailureBanner<T extends FieldValues>(watch: UseFormWatch<T>) {
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    const watching = watch(() => setFailure(undefined));
    return () => watching.unsubscribe();
  }, [watch]);
  return [failure, setFailure] as const;
}
