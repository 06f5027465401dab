import type { ComponentType, ReactElement } from 'react';

/** One entry of the back office's side menu and the screen it opens. */
export type AdminSection = {
  /** Kept in the address as ?section=, so a reload or a shared link opens the same screen. */
  id: string;
  label: string;
  icon: ReactElement;
  Component: ComponentType;
};
