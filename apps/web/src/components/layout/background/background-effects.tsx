import { useState } from 'react';
import { GooeyCursor } from './gooey-cursor';
import { Spotlight } from './spotlight';
import { StarField } from './star-field';

function isTouchDevice(): boolean {
  return window.matchMedia('(pointer: coarse)').matches || 'ontouchstart' in window;
}

/** The moving parts of the background, in their own chunk so they never delay the first paint. */
export default function BackgroundEffects() {
  const [touch] = useState(isTouchDevice);
  return (
    <>
      <Spotlight />
      <StarField />
      {!touch && <GooeyCursor />}
    </>
  );
}
