import { useState } from 'react';
import { initials, randomAvatarColor } from '../lib/avatar';
import classes from './UserAvatar.module.css';

// Chosen once per page load (a colour chosen at random), so it does not flicker between renders.
const color = randomAvatarColor();

/** 40 px circle: the profile photo, or initials on a colour. Decorative: the button around it is named. */
export function UserAvatar({ name, photo }: { name: string; photo?: string }) {
  const [broken, setBroken] = useState(false);
  const showPhoto = Boolean(photo) && !broken;
  return (
    <span
      className={classes.avatar}
      style={showPhoto ? undefined : { background: color.background, color: color.text }}
      aria-hidden
    >
      {showPhoto ? (
        <img src={photo} alt="" width={40} height={40} onError={() => setBroken(true)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
