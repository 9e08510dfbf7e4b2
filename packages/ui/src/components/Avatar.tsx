import { cx } from './cx';
import './Avatar.css';

export interface AvatarProps {
  /** The name whose first letter is shown. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; without it the avatar is decorative (the surrounding control names it). */
  label?: string;
  className?: string;
}

export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

export function Avatar({ name, size = 'md', label, className }: AvatarProps) {
  return (
    <span
      className={cx('wf-avatar', `wf-avatar--${size}`, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initialOf(name)}
    </span>
  );
}
